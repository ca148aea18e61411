/**
 * The words of the delivering-to block the cart and the review share, where the spec and shopTexts
 * give none. Price Details' words are shared-contracts' `priceDetailsTexts`.
 */
export const summaryMessages = {
  deliverTo: 'Deliver to',
  changeAddress: 'Change shipping address',
  addAddress: 'Add shipping address',
} as const;
