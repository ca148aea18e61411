import { SHIPPING_FEE } from '../common/constants.js';
import { formatPrice } from './money.js';

/** How long an order usually takes to arrive, in days: the API's DELIVERY_DAYS setting. */
export interface DeliveryEstimate {
  minDays: number;
  maxDays: number;
}

/** The most DELIVERY_DAYS may say: a longer promise is a typo, not a delivery time. */
export const DELIVERY_DAYS_MAX = 60;

/**
 * The delivery line of the product, the cart and the review (issue 26): "Free delivery, usually
 * in 5-7 days". Free while SHIPPING_FEE is 0, as the Price Details say.
 */
export function deliveryLine({ minDays, maxDays }: DeliveryEstimate): string {
  const fee = SHIPPING_FEE === 0 ? 'Free delivery' : `Delivery ${formatPrice(SHIPPING_FEE)}`;
  const days = minDays === maxDays ? `${minDays}` : `${minDays}-${maxDays}`;
  return `${fee}, usually in ${days} ${maxDays === 1 ? 'day' : 'days'}`;
}
