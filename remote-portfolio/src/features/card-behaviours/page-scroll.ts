/**
 * While a sheet or the QR screen covers the card, the page behind it does not scroll. Answers the
 * function that gives the page back its own overflow (the app's hooks call it from an effect's
 * cleanup, the server card's script when the layer closes).
 */
export function lockPageScroll(body: HTMLElement): () => void {
  const overflow = body.style.overflow;
  body.style.overflow = 'hidden';
  return () => {
    body.style.overflow = overflow;
  };
}
