/** The English texts of the auth area, each group named as its defineTexts names it. */
export const authSource = {} as const;
