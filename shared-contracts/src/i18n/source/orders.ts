import { checkoutTexts, orderErrors, ordersTexts } from '../../orders/messages.js';
import { orderMessages } from '../../orders/screen-texts.js';

/** The English texts of the orders area, each group named as its defineTexts names it. */
export const ordersSource = {
  ordersTexts,
  checkoutTexts,
  orderErrors,
  orderMessages,
} as const;
