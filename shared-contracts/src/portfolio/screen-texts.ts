/** The English texts of remote-portfolio's owner screens (issue 30), as defineTexts groups. */
export {};
