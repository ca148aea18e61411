import { documented } from '../../openapi/documented.js';
import { nfcCardStatusSchema } from './status-body.js';

export const NFC_CARD_DOCS = {
  list: documented({
    summary: 'Your NFC cards (My NFC cards)',
    description:
      'One per card printed for your paid orders, newest first: its code, status and the URL ' +
      'its chip holds (`{PUBLIC_URL}/c/{code}`).',
    tags: ['account'],
    auth: 'user',
    responses: { 200: 'Your cards' },
  }),
  update: documented({
    summary: 'Mark one of your NFC cards lost, or reactivate it',
    description:
      'Only between `active` and `lost`: a lost card’s link shows a neutral page at once. An ' +
      '`inactive` card (deactivated with a closed account) stays so.',
    tags: ['account'],
    auth: 'user',
    params: { code: 'The card’s code, as its chip’s link ends' },
    body: nfcCardStatusSchema,
    responses: {
      200: 'The card as it is now',
      404: 'Not one of your cards, or one that can no longer change',
      413: 'The body is too large',
    },
  }),
};
