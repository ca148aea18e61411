import { formatRupees } from 'shared-contracts';

/** "₹499", as shops show whole rupees; a price with paise keeps them ("₹499.50"). */
export const formatPrice = (rupees: number) =>
  formatRupees(rupees, Number.isInteger(rupees) ? 0 : 2);
