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
  /** Beside "Add shipping address to place the order", after Checkout without one. */
  addAddress: 'Add address',
} as const;
