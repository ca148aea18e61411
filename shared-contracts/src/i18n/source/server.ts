/** The English texts of the server area, each group named as its defineTexts names it. */
export const serverSource = {} as const;
