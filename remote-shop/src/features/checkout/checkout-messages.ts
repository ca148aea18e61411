/**
 * What the review says where the spec, shopTexts and checkoutTexts say nothing: a person must
 * always know why a button does nothing and what to do next.
 */
export const checkoutMessages = {
  /** The upload widget's name when a new image is chosen for the card. */
  newImage: (label: string) => `New ${label.toLowerCase()}`,
  portfolioImage: (label: string) => `${label} from your portfolio`,
  uploadMissing: (label: string) => `Upload a ${label.toLowerCase()}, or choose None.`,
  portfolioLoadFailed: 'Could not load your portfolio details.',
  cartLoadFailed: 'Could not load your cart.',
  retry: 'Retry',
  exploreCards: 'Explore Cards',
  itemsLabel: 'Items in your order',
  quantity: (count: number) => `Qty: ${count}`,
  previewsLabel: 'How your cards will be printed',
  previewLabel: (product: string, printed: string) =>
    `Front of your ${product} card${printed ? `: ${printed}` : ''}`,
  previewNote:
    'The front of your card as it will be printed. It changes as you edit the details below.',
} as const;
