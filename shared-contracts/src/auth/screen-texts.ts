/** The English texts of remote-auth (issue 30), as defineTexts groups. */
export {};
