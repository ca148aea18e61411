import { SHIPPING_FEE } from '../common/constants.js';
import { PAISE_PER_RUPEE } from './money.js';

/** What the price arithmetic needs of a cart line (a CartItem, or an order's line). */
export interface PricedLine {
  salePrice: number;
  actualPrice: number;
  quantity: number;
  totalAmount?: number;
}

/** The cart's Price Details block and footer (product-spec section 9), in rupees. */
export interface PriceDetails {
  /** Sum of quantities. */
  itemCount: number;
  /** MRP x quantity, summed. */
  mrpTotal: number;
  /** MRP total minus subtotal; the line shows only when above 0. */
  productDiscount: number;
  /** Sum of totalAmount, or salePrice x quantity. */
  subtotal: number;
  shipping: number;
  totalPayable: number;
  /** Sum of (actualPrice - salePrice) x quantity. */
  youSave: number;
}

/** Sums in whole paise, so 0.1 + 0.2 never shows as 0.30000000000000004. */
const paise = (rupees: number) => Math.round(rupees * PAISE_PER_RUPEE);
const rupees = (paiseAmount: number) => paiseAmount / PAISE_PER_RUPEE;

export function priceDetails(lines: readonly PricedLine[]): PriceDetails {
  let itemCount = 0;
  let mrp = 0;
  let subtotal = 0;
  let saved = 0;
  for (const line of lines) {
    const quantity = Math.max(0, line.quantity);
    // A line at 0 is dropped from the cart (product-spec section 4), whatever totalAmount it kept.
    if (quantity === 0) continue;
    itemCount += quantity;
    mrp += paise(line.actualPrice) * quantity;
    subtotal +=
      line.totalAmount !== undefined ? paise(line.totalAmount) : paise(line.salePrice) * quantity;
    saved += (paise(line.actualPrice) - paise(line.salePrice)) * quantity;
  }
  const shipping = paise(SHIPPING_FEE);
  return {
    itemCount,
    mrpTotal: rupees(mrp),
    productDiscount: rupees(Math.max(0, mrp - subtotal)),
    subtotal: rupees(subtotal),
    shipping: rupees(shipping),
    totalPayable: rupees(subtotal + shipping),
    youSave: rupees(saved),
  };
}
