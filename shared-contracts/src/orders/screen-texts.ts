/** The English texts of remote-orders (issue 30), as defineTexts groups. */
export {};
