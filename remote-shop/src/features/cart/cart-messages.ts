/**
 * What the cart says where the spec and shopTexts say nothing: the spec only logs these failures,
 * but a person whose tap did nothing deserves to know why.
 */
export const cartMessages = {
  quantityFailed: 'Could not change the quantity. Please try again.',
  removeFailed: 'Could not remove the item. Please try again.',
  loadFailed: 'Could not load your cart.',
  retry: 'Retry',
  exploreCards: 'Explore Cards',
  emptyHint: 'Find an NFC card that opens your portfolio with one tap.',
  total: 'Total',
} as const;

/** The header link's accessible name: "Cart", "Cart, 1 item", "Cart, 3 items". */
export const cartLinkLabel = (count: number | undefined) =>
  count ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart';
