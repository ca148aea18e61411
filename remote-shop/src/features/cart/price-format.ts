import { formatRupees, PRICE_DETAILS_DECIMALS } from 'shared-contracts';

/** A unit price: "₹499" when whole, "₹499.50" otherwise, so a line never rounds a price away. */
export const unitPrice = (rupees: number) =>
  formatRupees(rupees, Number.isInteger(rupees) ? 0 : PRICE_DETAILS_DECIMALS);
