/** The English texts of the teams area, each group named as its defineTexts names it. */
export const teamsSource = {} as const;
