import { deleteAccountSchema } from 'shared-contracts';
import { envelope, media } from '../../openapi/answers.js';
import { documented } from '../../openapi/documented.js';
import { objectOf } from '../../openapi/shapes.js';
import { EXPORTS_PER_HOUR } from './limits.js';

/** The OpenAPI documentation of a person's data routes. */
export const PERSONAL_DATA_DOCS = {
  export: documented({
    operationId: 'exportPersonalData',
    summary: 'Download your data: one zip archive',
    description:
      '`data.json` (profile, card and services, handles, addresses, orders with their lines and ' +
      'status logs, contacts, insights counts, NFC cards, the organisation and role, the API ' +
      "tokens' names and scopes, the webhooks' addresses, the list of uploads), the contacts " +
      'again as `contacts/tapfolio-contacts.csv` (Google Contacts) and ' +
      '`contacts/tapfolio-contacts.vcf`, and `images/{key}` ' +
      `(every upload's original). At most ${EXPORTS_PER_HOUR} an hour per person.`,
    tags: ['account'],
    auth: 'user',
    responses: {
      200: media('The archive, as an attachment', ['application/zip']),
      429: 'Too many exports: wait and try again (`Retry-After`)',
    },
  }),
  deleteAccount: documented({
    operationId: 'deleteAccount',
    summary: 'Delete your account',
    description:
      'Removes the profile, card, services, uploads, addresses, contacts and insights, ends every ' +
      'session and deactivates the NFC cards; orders are kept with their personal fields blanked. ' +
      'The card links then answer 410.',
    tags: ['account'],
    auth: 'user',
    body: deleteAccountSchema,
    responses: {
      200: envelope('Deleted', objectOf({ deleted: { const: true } })),
      400: 'Not valid, or the wrong password',
      429: 'Too many password attempts: wait and try again (`Retry-After`)',
    },
  }),
};
