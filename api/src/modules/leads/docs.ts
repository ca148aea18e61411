import {
  API_TOKEN_PREFIX,
  CONTACT_SOURCES,
  GOOGLE_CONTACTS_CSV_HEADER,
  LEAD_HONEYPOT_FIELD,
  contactExportQuerySchema,
  contactFormSchema,
  contactQuerySchema,
  leadBodySchema,
  newContactSchema,
  type ApiTokenScope,
} from 'shared-contracts';
import { empty, envelope, media } from '../../openapi/answers.js';
import { documented, type RouteDoc } from '../../openapi/documented.js';
import { INSTANT, STRING, arrayOf, nullable, objectOf, oneOfValues } from '../../openapi/shapes.js';

const DAY = { type: 'string', format: 'date' } as const;

/** `Contact`: one of the owner's contacts, every column. */
const CONTACT = objectOf({
  _id: STRING,
  source: oneOfValues(CONTACT_SOURCES),
  name: STRING,
  phoneNumber: nullable(STRING),
  email: nullable(STRING),
  company: nullable(STRING),
  designation: nullable(STRING),
  website: nullable(STRING),
  note: nullable(STRING),
  notes: nullable(STRING),
  tags: arrayOf(STRING),
  metAt: nullable(STRING),
  metOn: nullable(DAY),
  followUpOn: nullable(DAY),
  photoKey: nullable(STRING),
  createdAt: INSTANT,
  updatedAt: INSTANT,
});
const DELETED = objectOf({ deleted: { const: true } });

/**
 * The contact routes open to a personal API token besides the session: the same bearer header,
 * the token starting with `tfp_`, its scope named on each route.
 */
function contactRoute(scope: ApiTokenScope, doc: Omit<RouteDoc, 'auth' | 'tags'>) {
  const tokenLine =
    `Signed in, or a personal API token (\`Authorization: Bearer ${API_TOKEN_PREFIX}...\`, ` +
    `POST /user/api-tokens) with the \`${scope}\` scope. Limited per person.`;
  return documented({
    ...doc,
    description: doc.description ? `${doc.description}\n\n${tokenLine}` : tokenLine,
    tags: ['portfolio'],
    auth: 'user',
    responses: {
      ...doc.responses,
      401: 'No token, or a session that expired or a personal API token unknown or revoked',
      403: `A personal API token without the \`${scope}\` scope`,
      429: 'Too many requests from this person in a minute',
    },
  });
}

/** The owner's contacts (issue 31). */
export const CONTACT_DOCS = {
  list: contactRoute('contacts:read', {
    operationId: 'listContacts',
    summary: 'Your contacts: the ones visitors shared and the ones you added',
    description:
      'Newest first, at most 1000. `q` finds text in the name, company, designation, e-mail, ' +
      'phone, notes or event (as typed: `%` and `_` are themselves); `tag` and `event` match ' +
      'whole, in any case; `source` is shared, scanned or typed. Filters combine with AND.',
    querystring: contactQuerySchema,
    responses: { 200: envelope('Your contacts, newest first', arrayOf(CONTACT)) },
  }),
  create: contactRoute('contacts:write', {
    operationId: 'createContact',
    summary: 'Add a contact you met (scanned or typed)',
    description:
      '`metOn` left out is today in India. `photoKey` must be an image you uploaded ' +
      '(POST /portfolio/upload), kept with the contact. Each of your webhooks is sent it.',
    body: newContactSchema,
    responses: {
      201: envelope('The contact as stored', CONTACT),
      404: 'The photo is not one of your uploads',
      413: 'The body is too large',
    },
  }),
  export: contactRoute('contacts:read', {
    operationId: 'exportContacts',
    summary: 'Every contact as a CSV file for Google Contacts, or one vCard file',
    description:
      `\`format=csv\`: the columns of Google Contacts' CSV (${GOOGLE_CONTACTS_CSV_HEADER.join(', ')}), ` +
      'RFC 4180, a text a spreadsheet would run as a formula starting with an apostrophe. ' +
      '`format=vcf`: a vCard 3.0 per contact, one after the other. Notes, where and when you met ' +
      'and the follow-up day go in the note, in the language asked for.',
    querystring: contactExportQuerySchema,
    responses: {
      200: media('An attachment: tapfolio-contacts.csv or tapfolio-contacts.vcf', [
        'text/csv',
        'text/vcard',
      ]),
    },
  }),
  get: contactRoute('contacts:read', {
    operationId: 'getContact',
    summary: 'One of your contacts',
    params: { id: 'The contact’s id' },
    responses: { 200: envelope('The contact', CONTACT), 404: 'Not one of your contacts' },
  }),
  update: contactRoute('contacts:write', {
    operationId: 'updateContact',
    summary: 'Change one of your contacts: the whole form',
    description:
      'A field left out or blank is cleared. A visitor’s message (`note`) and the `source` stay.',
    params: { id: 'The contact’s id' },
    body: contactFormSchema,
    responses: {
      200: envelope('The contact as stored', CONTACT),
      404: 'Not one of your contacts, or the photo is not one of your uploads',
      413: 'The body is too large',
    },
  }),
  remove: contactRoute('contacts:write', {
    operationId: 'deleteLead',
    summary: 'Delete one of your contacts',
    params: { id: 'The contact’s id' },
    responses: { 200: envelope('Deleted', DELETED), 404: 'Not one of your contacts' },
  }),
};

export const LEAD_DOCS = {
  create: documented({
    operationId: 'sendLead',
    summary: "Send a card's owner your details (Share your details)",
    description:
      'Public. Stored and mailed to the owner only with `consent: true`. As JSON (the card ' +
      "page's script) it answers 201; as `application/x-www-form-urlencoded` (the card's form " +
      'without JavaScript, `consent=on`) a 303 back to the card with `#details-sent` or ' +
      `\`#details-invalid\`. A filled \`${LEAD_HONEYPOT_FIELD}\` (hidden from people) is answered ` +
      'as a success and nothing is kept. Rate limited per client address and per card.',
    tags: ['portfolio'],
    params: { userId: "The card owner's user id" },
    body: leadBodySchema,
    consumes: ['application/json', 'application/x-www-form-urlencoded'],
    responses: {
      201: envelope('Sent', objectOf({ sent: { const: true } })),
      303: empty('The form post: back to the card, `#details-sent` or `#details-invalid`', {
        location: { type: 'string', description: "The card's page with the outcome's hash" },
      }),
      404: 'No such card',
      413: 'The body is too large',
      429: 'Too many sent from this address, or to this card',
    },
  }),
};
