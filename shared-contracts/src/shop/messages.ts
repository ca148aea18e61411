/** Shop texts, verbatim from product-spec sections 2 and 8. */
export const shopTexts = {
  exploreHeading: 'Explore Cards',
  fetchingMore: 'Fetching more awesome products...',
  productNotFound: 'Product not found or loading...',
  shareNotSupported: 'Sharing not supported on this device. Link copied to clipboard!',
  shareFailed: 'Unable to share the page.',
  cartEmpty: 'Your cart is empty',
  loading: 'Loading...',
  noAddress: 'No address selected',
  processing: 'Processing...',
  inclusiveOfTaxes: 'Inclusive of all taxes',
  paymentLinkMissing: 'Payment link not found in response.',
} as const;
