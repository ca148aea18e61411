import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { PRERENDERED_SCREEN_ID, SCREEN_PAINTED_EVENT } from 'shared-contracts';
import { carryOver, typedInto } from 'web-kit/runtime';

/**
 * Longest the server's render stays in place of the app: a screen that never says it has painted
 * (a remote that failed to load shows its fallback in the app) is shown all the same.
 */
const HAND_OVER_WITHIN_MS = 8_000;

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
