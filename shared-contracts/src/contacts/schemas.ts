import { array, mixed, object, string, type InferType } from 'yup';
import { UNKNOWN_FIELDS_MESSAGE } from '../common/strict.js';
import { emailField, nameLength, optionalPhoneField, text } from '../common/fields.js';
import { calendarDayTime } from '../invoices/schemas.js';
import {
  API_TOKEN_NAME_MAX_LENGTH,
  API_TOKEN_SCOPES,
  CONTACT_DESIGNATION_MAX_LENGTH,
  CONTACT_EVENT_MAX_LENGTH,
  CONTACT_NOTES_MAX_LENGTH,
  CONTACT_QUERY_MAX_LENGTH,
  CONTACT_SOURCES,
  CONTACT_TAG_MAX_LENGTH,
  CONTACT_TAGS_MAX,
  CONTACT_WEBSITE_MAX_LENGTH,
  OWNER_CONTACT_SOURCES,
  WEBHOOK_URL_MAX_LENGTH,
  type ApiTokenScope,
  type ContactSource,
} from './model.js';
import { normaliseWebsite } from '../portfolio/social.js';
import { LEAD_COMPANY_MAX_LENGTH, leadErrors } from '../portfolio/leads.js';
import { apiTokenErrors, contactErrors as e, webhookErrors } from './messages.js';

/** A blank field is no value: stored as null. */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optional = () => text().transform(blankToUndefined).optional();

const day = () =>
  optional().test('day', e.dayInvalid, (value) => !value || !Number.isNaN(calendarDayTime(value)));

/** Trimmed, blanks dropped, the same tag once however it is capitalised. */
function cleanTags(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  const seen = new Set<string>();
  const tags: unknown[] = [];
  for (const tag of value) {
    const trimmed = typeof tag === 'string' ? tag.trim() : tag;
    if (trimmed === '') continue;
    const key = typeof trimmed === 'string' ? trimmed.toLowerCase() : trimmed;
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(trimmed);
  }
  return tags;
}

const contactFields = {
  name: nameLength(e.nameTooShort).required(e.nameRequired),
  phoneNumber: optionalPhoneField().transform(blankToUndefined),
  email: emailField(e.contactRequired, e.emailInvalid)
    .optional()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value)),
  company: optional().max(LEAD_COMPANY_MAX_LENGTH, leadErrors.companyTooLong),
  designation: optional().max(CONTACT_DESIGNATION_MAX_LENGTH, e.designationTooLong),
  website: optional()
    .max(CONTACT_WEBSITE_MAX_LENGTH, e.websiteTooLong)
    .test('website', e.websiteInvalid, (value) => !value || normaliseWebsite(value) !== null)
    .transform((value: unknown) =>
      typeof value === 'string' ? (normaliseWebsite(value) ?? value) : value,
    ),
  notes: optional().max(CONTACT_NOTES_MAX_LENGTH, e.notesTooLong),
  tags: array(string().typeError(e.tagsInvalid).max(CONTACT_TAG_MAX_LENGTH, e.tagTooLong))
    .typeError(e.tagsInvalid)
    .transform((value: unknown) => cleanTags(value))
    .max(CONTACT_TAGS_MAX, e.tooManyTags)
    .default([]),
  metAt: optional().max(CONTACT_EVENT_MAX_LENGTH, e.eventTooLong),
  /** Left out on a new contact: the server takes today (in India). */
  metOn: day(),
  followUpOn: day(),
  /** A photo this person uploaded (POST /portfolio/upload), kept with the contact. */
  photoKey: optional().max(200, e.photoNotFound),
};

const phoneOrEmail = (contact: { phoneNumber?: string; email?: string } | undefined) =>
  !contact || Boolean(contact.phoneNumber || contact.email);

/** PUT /portfolio/leads/{id}: the owner's form, whole; a field left blank is cleared. */
export const contactFormSchema = object(contactFields)
  .test('phone-or-email', e.contactRequired, function (contact) {
    if (phoneOrEmail(contact)) return true;
    return this.createError({ path: 'phoneNumber', message: e.contactRequired });
  })
  .exact(UNKNOWN_FIELDS_MESSAGE);
export type ContactForm = InferType<typeof contactFormSchema>;

/** POST /portfolio/leads: the same form, and how the owner got it. */
export const newContactSchema = object({
  ...contactFields,
  source: mixed<(typeof OWNER_CONTACT_SOURCES)[number]>()
    .oneOf([...OWNER_CONTACT_SOURCES], e.sourceInvalid)
    .default('typed'),
})
  .test('phone-or-email', e.contactRequired, function (contact) {
    if (phoneOrEmail(contact)) return true;
    return this.createError({ path: 'phoneNumber', message: e.contactRequired });
  })
  .exact(UNKNOWN_FIELDS_MESSAGE);
export type NewContact = InferType<typeof newContactSchema>;

/** GET /portfolio/leads's query: every filter optional, combined with AND. */
export const contactQuerySchema = object({
  q: optional().max(CONTACT_QUERY_MAX_LENGTH, e.queryTooLong),
  tag: optional().max(CONTACT_TAG_MAX_LENGTH, e.tagTooLong),
  event: optional().max(CONTACT_EVENT_MAX_LENGTH, e.eventTooLong),
  source: mixed<ContactSource>().oneOf([...CONTACT_SOURCES, undefined], e.sourceInvalid),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type ContactQuery = InferType<typeof contactQuerySchema>;

/** GET /portfolio/leads/export's query. */
export const contactExportQuerySchema = object({
  format: mixed<'csv' | 'vcf'>().oneOf(['csv', 'vcf'], e.formatInvalid).required(e.formatInvalid),
}).exact(UNKNOWN_FIELDS_MESSAGE);

/** POST /user/api-tokens. */
export const apiTokenBodySchema = object({
  name: text()
    .required(apiTokenErrors.nameRequired)
    .max(API_TOKEN_NAME_MAX_LENGTH, apiTokenErrors.nameTooLong),
  scopes: array(
    mixed<ApiTokenScope>()
      .oneOf([...API_TOKEN_SCOPES], apiTokenErrors.scopeInvalid)
      .required(apiTokenErrors.scopeInvalid),
  )
    .typeError(apiTokenErrors.scopesRequired)
    .transform((value: unknown) => (Array.isArray(value) ? [...new Set(value)] : value))
    .min(1, apiTokenErrors.scopesRequired)
    .required(apiTokenErrors.scopesRequired),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type ApiTokenBody = InferType<typeof apiTokenBodySchema>;

/** An https address; whether it is public is the server's check (DNS, redirects). */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** POST /portfolio/webhooks. */
export const webhookBodySchema = object({
  url: text()
    .required(webhookErrors.urlRequired)
    .max(WEBHOOK_URL_MAX_LENGTH, webhookErrors.urlTooLong)
    .test('https', webhookErrors.urlInvalid, (value) => !value || isHttpsUrl(value)),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type WebhookBody = InferType<typeof webhookBodySchema>;
