/** The English texts of remote-shop (issue 30), as defineTexts groups. */
export {};
