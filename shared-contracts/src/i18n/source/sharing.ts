/** The English texts of the sharing area (the editor's sharing, insights, contacts and handle screens), each group named as its defineTexts names it. */
export const sharingSource = {} as const;
