/** The English texts of the orders area, each group named as its defineTexts names it. */
export const ordersSource = {} as const;
