/** The English texts of the API's own messages and e-mails (issue 30), as defineTexts groups. */
import { LANGUAGE_INVALID_MESSAGE } from '../account/language.js';
import { message } from '../i18n/message.js';
import { defineTexts } from '../i18n/texts.js';

/** The API's own error messages (the others come from the areas' groups: authToasts, shopErrors...). */
export const serverErrors = defineTexts('serverErrors', {
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
  invalidJson: 'The request body is not valid JSON',
  jsonOnly: 'Send the request body as application/json',
  bodyTooLarge: 'The request body is too large',
  bodyNotObject: 'The request body must be a JSON object',
  unstorableText: 'This text contains a character that is not allowed',
  unknownFields: message<[fields: string]>('Unknown field(s): {fields}', 'fields'),
  noSuchEndpoint: message<[method: string, path: string]>(
    'No such endpoint: {method} {path}',
    'method',
    'path',
  ),
  unauthorized: 'Unauthorized',
  imageTooLarge: message<[size: string]>('The image must be at most {size}', 'size'),
  imageUnreadable: 'The image could not be read',
  uploadUnreadable: 'The upload could not be read as multipart/form-data',
});

/** PUT /user/language's refusal (its text is the contract's, in account/language.ts). */
export const languageErrors = defineTexts('languageErrors', {
  invalid: LANGUAGE_INVALID_MESSAGE,
});

/** What every e-mail to a person opens with. */
export const mailTexts = defineTexts('mailTexts', {
  greeting: message<[name: string]>('Hi {name},', 'name'),
});

/** The password reset link (Forgot password). */
export const resetPasswordMail = defineTexts('resetPasswordMail', {
  subject: 'Reset your Tapfolio password',
  requestReceived: 'We received a request to reset the password of your Tapfolio account.',
  openWithin: 'Open this link within 1 hour to choose a new password:',
  linkLabel: 'Choose a new password',
  linkWorks: '(the link works for 1 hour).',
  ignore: "If you didn't ask for this, you can ignore this e-mail: your password stays as it is.",
});

/** After sign-up, and on Resend: the link that proves the account's address. */
export const verifyEmailMailTexts = defineTexts('verifyEmailMailTexts', {
  subject: 'Verify your Tapfolio e-mail',
  openWithin:
    'Open this link within 24 hours to verify the e-mail address of your Tapfolio account:',
  linkLabel: 'Verify your e-mail address',
  linkWorks: '(the link works for 24 hours).',
  why: 'A verified address is how you get your account back if you ever lose your password.',
  ignore: "If you didn't create a Tapfolio account, you can ignore this e-mail.",
});

/** To the new address of a change: the account's e-mail changes when this link is opened. */
export const confirmNewEmailMailTexts = defineTexts('confirmNewEmailMailTexts', {
  subject: 'Confirm your new Tapfolio e-mail',
  openWithin:
    'Open this link within 24 hours to make this the e-mail address of your Tapfolio account:',
  linkLabel: 'Make this the e-mail of your Tapfolio account',
  linkWorks: '(the link works for 24 hours).',
  ignore: "Until you do, nothing changes. If you didn't ask for this, you can ignore this e-mail.",
});

/** To the old address when a change is asked for: its owner hears of it before it happens. */
export const emailChangeRequestedMailTexts = defineTexts('emailChangeRequestedMailTexts', {
  subject: 'A change of your Tapfolio e-mail was asked for',
  asked: message<[newEmail: string]>(
    'Someone signed in to your Tapfolio account asked to change its e-mail to {newEmail}.',
    'newEmail',
  ),
  changesWhen: 'It changes only when the link we sent to that address is opened.',
  ifYou: 'If this was you, there is nothing more to do here.',
  ifNot: message<[support: string]>(
    'If it was not, change your password now (or reset it from the sign-in page) and write to {support}.',
    'support',
  ),
});

/** To the old address after an e-mail change: the only place the owner hears of a takeover. */
export const emailChangedMailTexts = defineTexts('emailChangedMailTexts', {
  subject: 'The e-mail address of your Tapfolio account was changed',
  changed: message<[oldEmail: string, newEmail: string]>(
    'The e-mail address of your Tapfolio account was changed from {oldEmail} to {newEmail}.',
    'oldEmail',
    'newEmail',
  ),
  fromNowOn: 'From now on you sign in with the new address, and we no longer write to this one.',
  signedOut: 'Every other device that was signed in to your account has been signed out.',
  ifYou: 'If you made this change, there is nothing more to do.',
  ifNot: message<[support: string]>(
    'If you did not, someone else has been signed in to your account: write to {support} from this address right away, and we will help you get your account back.',
    'support',
  ),
});
