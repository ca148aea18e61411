import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { PRERENDERED_SCREEN_ID, SCREEN_PAINTED_EVENT } from 'shared-contracts';

/**
 * Longest the server's render stays in place of the app: a screen that never says it has painted
 * (a remote that failed to load shows its fallback in the app) is shown all the same.
 */
const HAND_OVER_WITHIN_MS = 8_000;

type Field = HTMLInputElement | HTMLTextAreaElement;

/** What a visitor typed into the server's render before the app took over, field by field. */
interface Typed {
  values: Map<string, string>;
  focused?: { name: string; start: number | null; end: number | null };
}

function typedInto(prerendered: HTMLElement): Typed {
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
 * Puts what was typed into the app's fields of the same names, as typing would: through the
 * field's own value setter and an input event, which React hears (setting `value` alone it would
 * not), and the caret back where it was.
 */
function carryOver({ values, focused }: Typed, root: HTMLElement) {
  const fieldNamed = (name: string) =>
    [...root.querySelectorAll<Field>('input[name], textarea[name]')].find((f) => f.name === name);
  for (const [name, value] of values) {
    const field = fieldNamed(name);
    if (!field || field.value) continue;
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

/**
 * A screen the gateway rendered on the server (a product page, a signed-out screen) stays on
 * show while the app boots behind it, hidden, and is replaced in one step once the app's screen
 * says it has painted the same (web-kit's useScreenPainted): no blank frame and no skeleton
 * between the two, the same layout on both sides, so nothing moves, and what the visitor typed
 * meanwhile is in the app's fields.
 */
export function takeOverPrerendered(root: HTMLElement, withinMs = HAND_OVER_WITHIN_MS) {
  const prerendered = document.getElementById(PRERENDERED_SCREEN_ID);
  if (!prerendered) return;
  root.hidden = true;
  const handOver = () => {
    window.removeEventListener(SCREEN_PAINTED_EVENT, handOver);
    clearTimeout(timer);
    const typed = typedInto(prerendered);
    prerendered.remove();
    root.hidden = false;
    // After the render that said it has painted has finished: events dispatched while React is
    // still running that screen's effects are not all heard.
    queueMicrotask(() => carryOver(typed, root));
  };
  window.addEventListener(SCREEN_PAINTED_EVENT, handOver);
  const timer = setTimeout(handOver, withinMs);
}

/**
 * The app went elsewhere before painting the server's screen (a signed-in person sent from
 * /login to Home): the render is no longer what the address shows, so the app's screen is.
 */
export function useHandOverOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current && document.getElementById(PRERENDERED_SCREEN_ID)) {
      window.dispatchEvent(new Event(SCREEN_PAINTED_EVENT));
    }
  }, [pathname]);
}
