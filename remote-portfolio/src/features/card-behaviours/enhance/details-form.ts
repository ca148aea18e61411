/**
 * The "Share your details" form with script: posts JSON instead of the page-leaving form post, and
 * shows the API's answer in place. Shared by card-enhance (the server-rendered card) and the app's
 * card page, so it must stay tiny: no React, no yup (the API's validation is the check), and its
 * texts come from the form's data attributes, not from shared-contracts.
 */

/** The optional text fields, sent only when filled (the API's `.exact()` schema knows them all). */
const OPTIONAL_FIELDS = ['phoneNumber', 'email', 'company', 'note', 'website'];

/** Marks the form's parts; the card's markup carries them (share-details.tsx). */
export const DETAILS_FORM = 'data-details-form';
export const DETAILS_ERROR = 'data-details-error';
export const DETAILS_STATUS = 'data-details-status';
export const DETAILS_THANKS = 'data-details-thanks';

/** Takes the form over; answers the function that gives it back (for React's effect cleanup). */
export function enhanceDetailsForm(form: HTMLFormElement): () => void {
  const win = form.ownerDocument.defaultView;
  const find = (selector: string) => form.querySelector<HTMLElement>(selector);
  const button = find('button[type="submit"]') as HTMLButtonElement | null;
  const status = find(`[${DETAILS_STATUS}]`);
  const thanks = form.parentElement?.querySelector<HTMLElement>(`[${DETAILS_THANKS}]`);
  const control = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
  // The server's messages are the ones shown; the browser's own bubbles would speak differently.
  form.noValidate = true;

  const showError = (field: string, message: string): HTMLElement | null => {
    const input = control(field);
    const slot = find(`[${DETAILS_ERROR}="${field}"]`);
    if (!input || !slot) return null;
    slot.textContent = message;
    slot.hidden = !message;
    if (message) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', slot.id);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
    return input;
  };
  const say = (message: string) => {
    if (status) status.textContent = message;
  };

  const onSubmit = async (event: Event) => {
    event.preventDefault();
    if (!win || !button || button.disabled) return;
    const body: Record<string, unknown> = {
      name: control('name')?.value ?? '',
      consent: Boolean(control('consent')?.checked),
    };
    for (const field of OPTIONAL_FIELDS) {
      const value = control(field)?.value.trim();
      if (value) body[field] = value;
    }
    form.querySelectorAll(`[${DETAILS_ERROR}]`).forEach((slot) => {
      showError(slot.getAttribute(DETAILS_ERROR) ?? '', '');
    });
    say('');
    const label = button.textContent;
    button.disabled = true;
    button.textContent = form.getAttribute('data-sending') ?? label;
    try {
      const response = await win.fetch(form.getAttribute('action') ?? '', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      if (response.ok) {
        form.hidden = true;
        if (thanks) {
          thanks.hidden = false;
          thanks.focus();
        }
        return;
      }
      const envelope = (await response.json().catch(() => null)) as {
        fields?: Record<string, unknown>;
      } | null;
      let first: HTMLElement | null = null;
      if (response.status === 400 && envelope?.fields) {
        for (const [field, message] of Object.entries(envelope.fields)) {
          first = showError(field, String(message)) ?? first;
        }
      }
      // The first field in the form's order, whatever order the envelope listed them in.
      const invalid = find('[aria-invalid="true"]');
      if (invalid && first) invalid.focus();
      else say(form.getAttribute('data-failed') ?? '');
    } catch {
      say(form.getAttribute('data-failed') ?? '');
    } finally {
      button.disabled = false;
      button.textContent = label;
    }
  };
  form.addEventListener('submit', onSubmit);
  return () => form.removeEventListener('submit', onSubmit);
}
