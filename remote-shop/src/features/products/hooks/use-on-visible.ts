import { useEffect, useRef } from 'react';

/** Start on the next page a little before the last card is on screen, so scrolling never waits. */
const AHEAD = '0px 0px 200px 0px';

export const canObserveVisibility = () => typeof IntersectionObserver === 'function';

/**
 * Calls `onVisible` when `element` comes into view, while `enabled`. Watching starts afresh when
 * either changes, and an observer reports at once whether its element is already in view, so a
 * short page that leaves the last card on screen keeps loading.
 */
export function useOnVisible(element: Element | null, enabled: boolean, onVisible: () => void) {
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });

  useEffect(() => {
    if (!element || !enabled || !canObserveVisibility()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled]);
}
