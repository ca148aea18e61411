import { PRERENDERED_SCREEN_ID, SCREEN_PAINTED_EVENT } from 'shared-contracts';

/**
 * Longest the server's render stays in place of the app: a screen that never says it has painted
 * (a remote that failed to load shows its fallback in the app) is shown all the same.
 */
const HAND_OVER_WITHIN_MS = 8_000;

/**
 * A screen the gateway rendered on the server (the product page) stays on show while the app
 * boots behind it, hidden, and is replaced in one step once the app's screen says it has painted
 * the same (web-kit's useScreenPainted): no blank frame and no skeleton between the two, and the
 * same layout on both sides, so nothing moves.
 */
export function takeOverPrerendered(root: HTMLElement, withinMs = HAND_OVER_WITHIN_MS) {
  const prerendered = document.getElementById(PRERENDERED_SCREEN_ID);
  if (!prerendered) return;
  root.hidden = true;
  const handOver = () => {
    window.removeEventListener(SCREEN_PAINTED_EVENT, handOver);
    clearTimeout(timer);
    prerendered.remove();
    root.hidden = false;
  };
  window.addEventListener(SCREEN_PAINTED_EVENT, handOver);
  const timer = setTimeout(handOver, withinMs);
}
