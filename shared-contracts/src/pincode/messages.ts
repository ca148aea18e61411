import { validationMessages } from '../auth/messages.js';
import { defineTexts } from '../i18n/texts.js';
import { portfolioErrors } from '../portfolio/messages.js';

/**
 * What an address form says of its pincode as the person types (issue 26: a Save that is off
 * says why), the same on every form a pincode is typed in.
 */
export const pincodeMessages = defineTexts('pincodeMessages', {
  /** Fewer than six digits, once the person has stopped typing: the spec's text. */
  partial: validationMessages.pincodeInvalid,
  /** No post office has it: the text the API answers a save of it with. */
  unknown: portfolioErrors.pincodeUnknown,
  lookupFailed: 'We could not check this pincode right now. Type it again to retry.',
  lookingUp: 'Checking the pincode...',
});
