/**
 * The words of the blocks the cart and the review share (delivering-to, Price Details), where
 * the spec and shopTexts give none.
 */
export const summaryMessages = {
  deliverTo: 'Deliver to',
  changeAddress: 'Change shipping address',
  addAddress: 'Add shipping address',
  youSave: 'You save',
  totalPayable: 'Total Payable',
  productDiscount: 'Product Discount',
  subtotal: 'Subtotal',
} as const;

/** "Price (1 item)", "Price (3 items)". */
export const priceLabel = (count: number) => `Price (${count} ${count === 1 ? 'item' : 'items'})`;
