import { useEffect } from 'react';

/**
 * Stops the page behind a sheet or dialog from scrolling; the answer gives back the overflow the
 * body had, so locks opened one over another unwind in order.
 */
export function lockScroll(body: HTMLElement = document.body): () => void {
  const overflow = body.style.overflow;
  body.style.overflow = 'hidden';
  return () => {
    body.style.overflow = overflow;
  };
}

/** The page behind stays still while `active` (a sheet or dialog is open). */
export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}
