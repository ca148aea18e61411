import { SORT_LABELS } from '../common/constants.js';
import { message } from '../i18n/message.js';
import { defineTexts } from '../i18n/texts.js';

/**
 * The English texts of remote-shop's screens where the spec and shopTexts say nothing (issue 30),
 * as defineTexts groups: each screen reads them through `useTexts`, so they follow the person's
 * language.
 */

/**
 * The words of the delivering-to block the cart and the review share. Price Details' words are
 * `priceDetailsTexts`.
 */
export const summaryMessages = defineTexts('summaryMessages', {
  deliverTo: 'Deliver to',
  changeAddress: 'Change shipping address',
  addAddress: 'Add shipping address',
});

/**
 * What the cart says where the spec and shopTexts say nothing: the spec only logs these failures,
 * but a person whose tap did nothing deserves to know why.
 */
export const cartMessages = defineTexts('cartMessages', {
  quantityFailed: 'Could not change the quantity. Please try again.',
  removeFailed: 'Could not remove the item. Please try again.',
  loadFailed: 'Could not load your cart.',
  retry: 'Retry',
  exploreCards: 'Explore Cards',
  emptyHint: 'Find an NFC card that opens your portfolio with one tap.',
  total: 'Total',
  /** Beside "Add shipping address to place the order", after Checkout without one. */
  addAddress: 'Add address',
  /** The cart icon's name, with the number of items in it. */
  cart: 'Cart',
  cartWithItems: message<[count: number]>(
    'Cart, {count, plural, one {# item} other {# items}}',
    'count',
  ),
  /** The quantity stepper's buttons, named for the card they change. */
  quantityOf: message<[name: string]>('Quantity of {name}', 'name'),
  removeLine: message<[name: string]>('Remove {name}', 'name'),
  decrease: message<[name: string]>('Decrease quantity of {name}', 'name'),
  increase: message<[name: string]>('Increase quantity of {name}', 'name'),
  /** The stepper's number, read out as it changes. */
  quantityShown: message<[count: number]>('Quantity {count}', 'count'),
  itemsLabel: 'Items in your cart',
});

/**
 * What the review says where the spec, shopTexts and checkoutTexts say nothing: a person must
 * always know why a button does nothing and what to do next.
 */
export const checkoutMessages = defineTexts('checkoutMessages', {
  /** The upload widget's name when a new image is chosen for the card (the label lower-cased). */
  newImage: message<[label: string]>('New {label}', 'label'),
  portfolioImage: message<[label: string]>('{label} from your portfolio', 'label'),
  /** The label lower-cased. */
  uploadMissing: message<[label: string]>('Upload a {label}, or choose None.', 'label'),
  portfolioLoadFailed: 'Could not load your portfolio details.',
  cartLoadFailed: 'Could not load your cart.',
  retry: 'Retry',
  exploreCards: 'Explore Cards',
  itemsLabel: 'Items in your order',
  quantity: message<[count: number]>('Qty: {count}', 'count'),
  previewsLabel: 'How your cards will be printed',
  previewLabel: message<[product: string]>('Front of your {product} card', 'product'),
  previewLabelPrinted: message<[product: string, printed: string]>(
    'Front of your {product} card: {printed}',
    'product',
    'printed',
  ),
  previewNote:
    'The front of your card as it will be printed. It changes as you edit the details below.',
});

/** What Add to Cart says where the spec says nothing (issue 26). */
export const addToCartMessages = defineTexts('addToCartMessages', {
  /** Shown above the sign-in and registration forms a visitor's Add to Cart leads to. */
  signInReason: 'Sign in to add this card to your cart',
  failed: 'The card could not be added to your cart.',
});

/** The filter sheet's words besides shopTexts' Filters, RESET and APPLY. */
export const filterTexts = defineTexts('filterTexts', {
  designType: 'Design type',
  allDesigns: 'All designs',
  oneDesignType: '1 design type',
  noDesignTypes: 'No design types to filter by yet.',
});

/** The product list's words: its search, its loading, empty and failed states. */
export const productListTexts = defineTexts('productListTexts', {
  closeSearch: 'Close search',
  searchCards: 'Search cards',
  searchPlaceholder: 'Search card designs',
  search: 'Search',
  loadingCards: 'Loading cards',
  noMatch: 'No cards match your search',
  noCards: 'No cards to show yet',
  clearFilters: 'Clear filters',
  tryAgain: 'Try again',
  loadMore: 'Load more',
  loadingDesigns: 'Loading designs',
  loadFailed: 'The cards could not be loaded.',
  moreFailed: 'More cards could not be loaded.',
  tryAnother: 'Try another word or design type.',
  cards: 'Cards',
});

/** The sort choices, as SORT_LABELS names them, by sort key. */
export const sortTexts = defineTexts('sortTexts', { ...SORT_LABELS });

/** The product page's words besides shopTexts'. */
export const productTexts = defineTexts('productTexts', {
  back: 'Back',
  share: 'Share',
  browseAll: 'Browse all cards',
  designType: 'Design type:',
  productInformation: 'Product information',
  loadingCard: 'Loading the card',
  keyFeatures: 'Key features',
  /** Read before the struck-through price (screen readers do not announce strikes). */
  mrp: 'MRP',
});

/** The product's image carousel's controls. */
export const carouselTexts = defineTexts('carouselTexts', {
  region: message<[name: string]>('Images of {name}', 'name'),
  pause: 'Pause image carousel',
  play: 'Play image carousel',
  previous: 'Previous image',
  next: 'Next image',
  dot: message<[n: number]>('Show image {n}', 'n'),
  position: message<[n: number, of: number]>('Image {n} of {of}', 'n', 'of'),
  /** What the carousel and each slide are, for screen readers (aria-roledescription). */
  carousel: 'carousel',
  slide: 'slide',
  /** An image's alt: "Onyx Black NFC Card, image 1 of 2". */
  imageAlt: message<[name: string, n: number, of: number]>(
    '{name}, image {n} of {of}',
    'name',
    'n',
    'of',
  ),
});
