import { invoiceErrors, invoiceTexts } from '../../invoices/messages.js';
import { checkoutTexts, orderErrors, ordersTexts } from '../../orders/messages.js';
import { orderMessages } from '../../orders/screen-texts.js';

/**
 * The English texts of the orders area, each group named as its defineTexts names it. The
 * invoice's words are translated for the screens that show them; its PDF stays English.
 */
export const ordersSource = {
  ordersTexts,
  checkoutTexts,
  orderErrors,
  orderMessages,
  invoiceTexts,
  invoiceErrors,
} as const;
