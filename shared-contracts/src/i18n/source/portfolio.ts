/** The English texts of the portfolio area, each group named as its defineTexts names it. */
export const portfolioSource = {} as const;
