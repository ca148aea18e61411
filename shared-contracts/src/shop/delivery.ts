import { SHIPPING_FEE } from '../common/constants.js';
import { message } from '../i18n/message.js';
import { defineTexts } from '../i18n/texts.js';
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
/** The delivery line's words: the days as "5-7" or "3", the count for day/days. */
export const deliveryTexts = defineTexts('deliveryTexts', {
  free: message<[days: string, count: number]>(
    'Free delivery, usually in {days} {count, plural, one {day} other {days}}',
    'days',
    'count',
  ),
  paid: message<[fee: string, days: string, count: number]>(
    'Delivery {fee}, usually in {days} {count, plural, one {day} other {days}}',
    'fee',
    'days',
    'count',
  ),
});

export function deliveryLine(
  { minDays, maxDays }: DeliveryEstimate,
  texts: typeof deliveryTexts = deliveryTexts,
): string {
  const days = minDays === maxDays ? `${minDays}` : `${minDays}-${maxDays}`;
  return SHIPPING_FEE === 0
    ? texts.free(days, maxDays)
    : texts.paid(formatPrice(SHIPPING_FEE), days, maxDays);
}
