/** The English texts of remote-teams (issue 30), as defineTexts groups. */
export {};
