import { CURRENCY_SYMBOL } from '../common/constants.js';

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

const formatters = new Map<number, Intl.NumberFormat>();

/** "₹1,299.00" (Indian digit grouping) with the given number of decimals. */
export function formatRupees(rupees: number, decimals: number): string {
  let format = formatters.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(decimals, format);
  }
  return `${CURRENCY_SYMBOL}${format.format(rupees)}`;
}

/** A unit price as shops show it: "₹499" when whole; one with paise keeps them ("₹499.50"). */
export const formatPrice = (rupees: number): string =>
  formatRupees(rupees, Number.isInteger(rupees) ? 0 : 2);
