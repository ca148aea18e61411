/**
 * What a visitor typed into a screen rendered on the server before the app's script ran, handed
 * to the app's form: the shell's takeover of a prerendered screen, and the sign-in client's
 * hydration of one (whose fields are the very elements typed into, their form state still empty).
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

/** What a visitor typed into the server's render before the app took over, field by field. */
export interface Typed {
  values: Map<string, string>;
  focused?: { name: string; start: number | null; end: number | null };
}

export function typedInto(prerendered: HTMLElement): Typed {
  const values = new Map<string, string>();
  for (const field of prerendered.querySelectorAll<Field>('input[name], textarea[name]')) {
    if (field.value && field.type !== 'hidden') values.set(field.name, field.value);
  }
  const active = document.activeElement;
  const focused =
    (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) &&
    active.name &&
    prerendered.contains(active)
      ? { name: active.name, start: active.selectionStart, end: active.selectionEnd }
      : undefined;
  return { values, focused };
}

/**
 * Puts what was typed into the app's fields of the same names (or hands the app the very fields), as typing would: through the
 * field's own value setter and an input event, which React hears (setting `value` alone it would
 * not), and the caret back where it was.
 */
export function carryOver({ values, focused }: Typed, root: HTMLElement) {
  const fieldNamed = (name: string) =>
    [...root.querySelectorAll<Field>('input[name], textarea[name]')].find((f) => f.name === name);
  for (const [name, value] of values) {
    const field = fieldNamed(name);
    // A field the app has filled itself keeps what it has.
    if (!field || (field.value && field.value !== value)) continue;
    const prototype = Object.getPrototypeOf(field) as typeof HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const field = focused && fieldNamed(focused.name);
  if (field) {
    field.focus();
    // Fields of some types (email, number) have no caret to place, and throw if asked.
    try {
      field.setSelectionRange(focused.start, focused.end);
    } catch {
      // The caret stays at the end.
    }
  }
}
