import {
  confirmNewEmailMailTexts,
  emailChangedMailTexts,
  emailChangeRequestedMailTexts,
  invitationMailTexts,
  leadMailTexts,
  orderMailTexts,
  languageErrors,
  mailTexts,
  resetPasswordMail,
  serverErrors,
  verifyEmailMailTexts,
} from '../../common/server-texts.js';

/** The English texts of the server area, each group named as its defineTexts names it. */
export const serverSource = {
  serverErrors,
  languageErrors,
  mailTexts,
  resetPasswordMail,
  verifyEmailMailTexts,
  confirmNewEmailMailTexts,
  emailChangeRequestedMailTexts,
  emailChangedMailTexts,
  orderMailTexts,
  invitationMailTexts,
  leadMailTexts,
} as const;
