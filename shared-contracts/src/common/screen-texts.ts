/** The English texts of the shell and web-kit (issue 30), as defineTexts groups. */
export {};
