import { LEAD_HONEYPOT_FIELD, leadBodySchema } from 'shared-contracts';
import { empty, envelope } from '../../openapi/answers.js';
import { documented } from '../../openapi/documented.js';
import { INSTANT, STRING, arrayOf, nullable, objectOf } from '../../openapi/shapes.js';

/** `Lead`: a contact as its owner reads it. */
const LEAD = objectOf({
  _id: STRING,
  name: STRING,
  phoneNumber: nullable(STRING),
  email: nullable(STRING),
  company: nullable(STRING),
  note: nullable(STRING),
  createdAt: INSTANT,
});
const DELETED = objectOf({ deleted: { const: true } });

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
  list: documented({
    operationId: 'listLeads',
    summary: 'The contacts your card’s visitors sent you',
    description: 'Newest first, at most 1000.',
    tags: ['portfolio'],
    auth: 'user',
    responses: { 200: envelope('Your contacts, newest first', arrayOf(LEAD)) },
  }),
  remove: documented({
    operationId: 'deleteLead',
    summary: 'Delete one of your contacts',
    tags: ['portfolio'],
    auth: 'user',
    params: { id: 'The contact’s id' },
    responses: { 200: envelope('Deleted', DELETED), 404: 'Not one of your contacts' },
  }),
};
