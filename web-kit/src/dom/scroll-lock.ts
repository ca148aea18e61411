/**
 * Stops the page behind a sheet or dialog from scrolling; the answer gives back the overflow the
 * body had, so locks opened one over another unwind in order. Plain DOM, no React: a script
 * without the app can use it too.
 */
export function lockScroll(body: HTMLElement = document.body): () => void {
  const overflow = body.style.overflow;
  body.style.overflow = 'hidden';
  return () => {
    body.style.overflow = overflow;
  };
}
