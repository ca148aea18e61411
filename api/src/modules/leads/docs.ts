import { LEAD_HONEYPOT_FIELD, leadBodySchema } from 'shared-contracts';
import { documented } from '../../openapi/documented.js';

export const LEAD_DOCS = {
  create: documented({
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
      201: 'Sent: `{ sent: true }`',
      303: 'The form post: back to the card, `#details-sent` or `#details-invalid`',
      404: 'No such card',
      413: 'The body is too large',
      429: 'Too many sent from this address, or to this card',
    },
  }),
  list: documented({
    summary: 'The contacts your card’s visitors sent you',
    description: 'Newest first, at most 1000.',
    tags: ['portfolio'],
    auth: 'user',
    responses: { 200: 'Your contacts' },
  }),
  remove: documented({
    summary: 'Delete one of your contacts',
    tags: ['portfolio'],
    auth: 'user',
    params: { id: 'The contact’s id' },
    responses: { 200: '`{ deleted: true }`', 404: 'Not one of your contacts' },
  }),
};
