/** The English texts of the card area, each group named as its defineTexts names it. */
export const cardSource = {} as const;
