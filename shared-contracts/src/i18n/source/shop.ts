/** The English texts of the shop area, each group named as its defineTexts names it. */
export const shopSource = {} as const;
