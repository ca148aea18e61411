import { defineTexts } from '../i18n/texts.js';
import {
  API_TOKEN_NAME_MAX_LENGTH,
  CONTACT_DESIGNATION_MAX_LENGTH,
  CONTACT_EVENT_MAX_LENGTH,
  CONTACT_NOTES_MAX_LENGTH,
  CONTACT_QUERY_MAX_LENGTH,
  CONTACT_TAG_MAX_LENGTH,
  CONTACT_TAGS_MAX,
  CONTACT_WEBSITE_MAX_LENGTH,
  WEBHOOK_URL_MAX_LENGTH,
  WEBHOOKS_MAX,
} from './model.js';

/** The owner's contact form and the contact routes (issue 31). */
export const contactErrors = defineTexts('contactErrors', {
  nameRequired: 'Please enter a name',
  nameTooShort: 'The name must be at least 2 characters',
  emailInvalid: 'Please enter a valid email',
  contactRequired: 'Give a phone number or an e-mail',
  designationTooLong: `Designation can be at most ${CONTACT_DESIGNATION_MAX_LENGTH} characters`,
  websiteTooLong: `Website can be at most ${CONTACT_WEBSITE_MAX_LENGTH} characters`,
  websiteInvalid: 'Please enter a valid website, such as example.com',
  notesTooLong: `Notes can be at most ${CONTACT_NOTES_MAX_LENGTH} characters`,
  eventTooLong: `The event can be at most ${CONTACT_EVENT_MAX_LENGTH} characters`,
  tagTooLong: `A tag can be at most ${CONTACT_TAG_MAX_LENGTH} characters`,
  tooManyTags: `A contact can have at most ${CONTACT_TAGS_MAX} tags`,
  tagsInvalid: 'Tags are a list of words',
  dayInvalid: 'Please enter a valid date',
  sourceInvalid: 'A contact you add is scanned or typed',
  queryTooLong: `Search for at most ${CONTACT_QUERY_MAX_LENGTH} characters`,
  formatInvalid: 'Choose CSV or vCard',
  photoNotFound: 'Photo not found',
});

export const apiTokenErrors = defineTexts('apiTokenErrors', {
  nameRequired: 'Give the token a name',
  nameTooLong: `The name can be at most ${API_TOKEN_NAME_MAX_LENGTH} characters`,
  scopesRequired: 'Choose at least one permission',
  scopeInvalid: 'Choose read contacts or write contacts',
  notFound: 'Token not found',
  /** A token used where its scopes do not reach, or on a route tokens do not open. */
  forbidden: 'This token does not allow that',
  invalid: 'This API token is not valid or was revoked',
});

export const webhookErrors = defineTexts('webhookErrors', {
  urlRequired: 'Enter the URL to send contacts to',
  urlInvalid: 'Enter a full address starting with https://',
  urlTooLong: `The URL can be at most ${WEBHOOK_URL_MAX_LENGTH} characters`,
  /** Private, loopback and link-local addresses, also after DNS resolution and redirects. */
  urlPrivate: 'This address is not on the public internet. Use a public https:// address.',
  tooMany: `You can add at most ${WEBHOOKS_MAX} webhooks`,
  notFound: 'Webhook not found',
});
