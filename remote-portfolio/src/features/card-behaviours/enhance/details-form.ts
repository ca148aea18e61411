import {
  DETAILS_ERROR,
  DETAILS_STATUS,
  DETAILS_THANKS,
  detailsBody,
  refusedFields,
} from '../details-dialog';

/**
 * The "Share your details" form with script: posts JSON instead of the page-leaving form post, and
 * shows the API's answer in place. The form is the same plain markup in the app's card and the
 * server-rendered one, so both take it over with this (`useDetailsForm`, enhance/details-dialog).
 * Answers the function that gives the form back (for React's effect cleanup).
 */
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
    const body = detailsBody(
      (field) => control(field)?.value,
      Boolean(control('consent')?.checked),
    );
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
      const envelope: unknown = await response.json().catch(() => null);
      let first: HTMLElement | null = null;
      for (const [field, message] of Object.entries(refusedFields(response.status, envelope))) {
        first = showError(field, String(message)) ?? first;
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
