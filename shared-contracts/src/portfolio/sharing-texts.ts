/** The English texts of remote-portfolio's sharing, insights, contacts and handle screens (issue 30), as defineTexts groups. */
export {};
