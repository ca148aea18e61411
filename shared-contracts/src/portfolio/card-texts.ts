/** The English texts of the card page (browser and server) (issue 30), as defineTexts groups. */
export {};
