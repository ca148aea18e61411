import { PRICES_NOTE } from '../common/constants.js';
import { message } from '../i18n/message.js';
import { defineTexts } from '../i18n/texts.js';

/** Shop texts, verbatim from product-spec sections 2 and 8. */
export const shopTexts = defineTexts('shopTexts', {
  exploreHeading: 'Explore Cards',
  exploreSubtitle: 'NFC cards that open your portfolio with one tap.',
  /** Explore's slider when the shop has no designs yet. */
  exploreEmpty: 'The newest designs will show here.',
  fetchingMore: 'Fetching more awesome products...',
  productNotFound: 'Product not found or loading...',
  shareNotSupported: 'Sharing not supported on this device. Link copied to clipboard!',
  shareFailed: 'Unable to share the page.',
  cartHeading: 'My Cart',
  cartEmpty: 'Your cart is empty',
  loading: 'Loading...',
  noAddress: 'No address selected',
  processing: 'Processing...',
  inclusiveOfTaxes: 'Inclusive of all taxes',
  paymentLinkMissing: 'Payment link not found in response.',
  sortBy: 'Sort By',
  filters: 'Filters',
  reset: 'RESET',
  apply: 'APPLY',
  sort: 'SORT',
  filter: 'FILTER',
  designTypeUnknown: 'N/A',
  percentOff: '% OFF',
  /** The three promises every card comes with, in this order. */
  keyFeatures: {
    professionals: 'Designed for Professionals',
    portfolio: 'Free Digital Portfolio',
    sharing: 'Instant Sharing',
  },
  exploreOtherCards: 'Explore Other Cards',
  exploreTheDesigns: 'Explore The Designs',
  explore: 'Explore',
  addToCart: 'Add to Cart',
  addedToCart: 'Added to cart',
  checkout: 'Checkout',
  remove: 'Remove',
  change: 'CHANGE',
  add: 'ADD',
  priceDetails: 'Price Details',
  pricesNote: PRICES_NOTE,
  reviewHeading: 'Review',
  nfcDetailsHeading: 'Your NFC Card Details',
});

/**
 * The lines of the Price Details block, product-spec section 9, in the cart, the review and an
 * order alike. Its heading and note are `shopTexts.priceDetails` and `shopTexts.pricesNote`.
 */
export const priceDetailsTexts = defineTexts('priceDetailsTexts', {
  /** "Price (1 item)", "Price (3 items)": the MRP total's line. */
  price: message<[count: number]>('Price ({count, plural, one {# item} other {# items}})', 'count'),
  productDiscount: 'Product Discount',
  subtotal: 'Subtotal',
  totalPayable: 'Total Payable',
  /** "You save ₹1,350.00 on this order", the amount as the block formats it. */
  youSave: message<[amount: string]>('You save {amount} on this order', 'amount'),
});
