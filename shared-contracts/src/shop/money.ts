import { CURRENCY_SYMBOL } from '../common/constants.js';
import { formatIndian } from '../common/indian-number.js';

/** Money is integer paise on the server; the API and the screens speak rupees. */
export const PAISE_PER_RUPEE = 100;

export const toRupees = (paise: number): number => paise / PAISE_PER_RUPEE;

/** Rupees to whole paise; rupees with more than 2 decimals are rounded to the nearest paisa. */
export const toPaise = (rupees: number): number => Math.round(rupees * PAISE_PER_RUPEE);

/**
 * Whole percent off the MRP, rounded down: "33% OFF" for 33.9%, so the label never promises more
 * than the price gives. 0 when there is no MRP above the sale price.
 */
export function discountPercentage(actualPaise: number, salePaise: number): number {
  if (actualPaise <= 0 || salePaise >= actualPaise) return 0;
  return Math.floor(((actualPaise - salePaise) * 100) / actualPaise);
}

/** "₹1,299.00" (Indian digit grouping) with the given number of decimals. */
export const formatRupees = (rupees: number, decimals: number): string =>
  `${CURRENCY_SYMBOL}${formatIndian(rupees, decimals, decimals)}`;

/** A unit price as shops show it: "₹499" when whole; one with paise keeps them ("₹499.50"). */
export const formatPrice = (rupees: number): string =>
  formatRupees(rupees, Number.isInteger(rupees) ? 0 : 2);
