import { personalDataTexts } from '../../account/personal-data.js';
import {
  accountErrors,
  accountNotices,
  authTexts,
  authToasts,
  changePasswordLabels,
  emailVerificationTexts,
  signupPasswordLabels,
  validationMessages,
} from '../../auth/messages.js';
import {
  accountScreenTexts,
  changeEmailScreenTexts,
  changePasswordScreenTexts,
  forgotPasswordScreenTexts,
  languagePickerTexts,
  loginScreenTexts,
  nfcCardsScreenTexts,
  onboardingScreenTexts,
  registerScreenTexts,
  resetPasswordScreenTexts,
  shippingAddressScreenTexts,
} from '../../auth/screen-texts.js';
import { nfcCardErrors, nfcCardTexts } from '../../orders/nfc-cards.js';
import { pincodeMessages } from '../../pincode/messages.js';

/** The English texts of the auth area, each group named as its defineTexts names it. */
export const authSource = {
  authTexts,
  validationMessages,
  signupPasswordLabels,
  changePasswordLabels,
  authToasts,
  accountNotices,
  emailVerificationTexts,
  accountErrors,
  personalDataTexts,
  pincodeMessages,
  nfcCardTexts,
  nfcCardErrors,
  languagePickerTexts,
  loginScreenTexts,
  registerScreenTexts,
  onboardingScreenTexts,
  forgotPasswordScreenTexts,
  resetPasswordScreenTexts,
  accountScreenTexts,
  changeEmailScreenTexts,
  changePasswordScreenTexts,
  shippingAddressScreenTexts,
  nfcCardsScreenTexts,
} as const;
