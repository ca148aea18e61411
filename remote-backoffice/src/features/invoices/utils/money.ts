import { formatRupees, toRupees } from 'shared-contracts';

/** Paise as the books write them, to the paisa: "₹1,198.00", "−₹999.00". */
export const money = (paise: number) =>
  paise < 0 ? `−${formatRupees(toRupees(-paise), 2)}` : formatRupees(toRupees(paise), 2);
