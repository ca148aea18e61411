import { typedInto } from '../typed-fields';

/**
 * What shows a visitor reaching for a screen: a touch or a click, a key, the focus moving into
 * it, a field filled. Reading and scrolling it need no script. A click may come alone: a screen
 * reader's activation, which need not touch or focus first.
 */
const REACHING = ['pointerdown', 'touchstart', 'click', 'keydown', 'focusin', 'input'] as const;

/**
 * Resolves when the visitor first reaches for the page, or at once when they already have: the
 * focus is in it, or a field of `screen` holds what they typed before this script ran.
 */
export function visitorReaches(screen: HTMLElement | null): Promise<void> {
  const active = document.activeElement;
  const typed = screen ? typedInto(screen).values.size > 0 : false;
  if ((active && active !== document.body) || typed) return Promise.resolve();
  return new Promise((resolve) => {
    const listening = new AbortController();
    const reached = () => {
      listening.abort();
      resolve();
    };
    for (const type of REACHING) {
      window.addEventListener(type, reached, {
        capture: true,
        passive: true,
        signal: listening.signal,
      });
    }
  });
}
