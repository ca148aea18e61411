/**
 * A dialog's focus trap for the server-rendered card, by hand: card-enhance has to stay small, and
 * a focus-trap library would double it. Tab from the last control goes to the first, Shift+Tab
 * from the first to the last, and a Tab from outside comes back in.
 */
const CONTROLS =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/** What Tab can reach inside the dialog: in the order, and not hidden inside it. */
export function tabbables(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(CONTROLS)).filter((control) => {
    if (control.tabIndex < 0) return false;
    const hidden = control.closest('[hidden], [aria-hidden="true"], [inert]');
    return !hidden || !dialog.contains(hidden);
  });
}

/** Keeps a Tab keypress inside the dialog; any other key passes. */
export function keepFocusIn(dialog: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const controls = tabbables(dialog);
  const first = controls[0];
  const last = controls[controls.length - 1];
  const active = dialog.ownerDocument.activeElement;
  const outside = !active || !dialog.contains(active);
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
  } else if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
