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

/** The order's owner hears of each step of their order (the back office's mails stay English). */
export const orderMailTexts = defineTexts('orderMailTexts', {
  subject: {
    paid: message<[code: string]>('Your Tapfolio order {code} is placed', 'code'),
    confirmed: message<[code: string]>('Your Tapfolio order {code} is confirmed', 'code'),
    shipped: message<[code: string]>('Your Tapfolio order {code} has shipped', 'code'),
    delivered: message<[code: string]>('Your Tapfolio order {code} is delivered', 'code'),
    cancelled: message<[code: string]>('Your Tapfolio order {code} is cancelled', 'code'),
  },
  paid: message<[amount: string]>(
    'We received your payment of {amount}. We will print your NFC card and let you know when it ships.',
    'amount',
  ),
  confirmed: 'Your order is confirmed: we are printing your NFC card now.',
  shipped: 'Your NFC card has been shipped and is on its way.',
  shippedWith: message<[courier: string]>(
    'Your NFC card has been shipped and is on its way with {courier}.',
    'courier',
  ),
  shippedWithTracking: message<[courier: string, tracking: string]>(
    'Your NFC card has been shipped and is on its way with {courier}, tracking {tracking}.',
    'courier',
    'tracking',
  ),
  delivered: 'Your NFC card has been delivered. Tap it on a phone to open your card.',
  cancelled: 'Your order has been cancelled.',
  cancelledBecause: message<[reason: string]>('Your order has been cancelled: {reason}', 'reason'),
  invoiceAttached: message<[number: string]>(
    'Your tax invoice {number} is attached; you can download it from your order too.',
    'number',
  ),
  creditNoteAttached: message<[number: string, invoice: string]>(
    'Credit note {number}, against invoice {invoice}, is attached.',
    'number',
    'invoice',
  ),
  followParcel: 'Follow the parcel',
  followParcelAt: message<[url: string]>('Follow the parcel: {url}', 'url'),
  trackAt: message<[url: string]>('Track your order: {url}', 'url'),
  trackOrder: message<[code: string]>('Track order {code}', 'code'),
});

/** To a person invited into an organisation: the link joins their account, or makes one. */
export const invitationMailTexts = defineTexts('invitationMailTexts', {
  subject: message<[invitedBy: string, organisation: string]>(
    '{invitedBy} invited you to {organisation} on Tapfolio',
    'invitedBy',
    'organisation',
  ),
  invited: message<[invitedBy: string, organisation: string]>(
    '{invitedBy} invited you to join {organisation} on Tapfolio, for your digital business card.',
    'invitedBy',
    'organisation',
  ),
  openLink:
    'Open this link to join with your Tapfolio account, or to create one with this address:',
  join: message<[organisation: string]>('Join {organisation}', 'organisation'),
  /** `join` is the link "Join {organisation}" itself. */
  joinWith: message<[join: string]>(
    '{join} with your Tapfolio account, or create one with this address.',
    'join',
  ),
  worksUntil: message<[until: string, organisation: string]>(
    "The link works until {until}. If you don't know {organisation}, you can ignore this e-mail.",
    'until',
    'organisation',
  ),
});

/** To a card's owner: who shared their details, and where to find them later. */
export const leadMailTexts = defineTexts('leadMailTexts', {
  shared: message<[name: string]>(
    '{name} shared their details with you from your Tapfolio card:',
    'name',
  ),
  name: 'Name',
  phone: 'Phone',
  email: 'E-mail',
  company: 'Company',
  note: 'Note',
  where: message<[menu: string]>('You can find them under {menu} in your Tapfolio editor:', 'menu'),
});
