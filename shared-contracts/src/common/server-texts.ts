/** The English texts of the API's own messages and e-mails (issue 30), as defineTexts groups. */
export {};
