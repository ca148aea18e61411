import { NFC_CARD_STATUSES } from 'shared-contracts';
import { envelope } from '../../openapi/answers.js';
import { documented } from '../../openapi/documented.js';
import { INSTANT, STRING, arrayOf, nullable, objectOf, oneOfValues } from '../../openapi/shapes.js';
import { nfcCardStatusSchema } from './status-body.js';

/** `NfcCard`: as its owner and an order's detail see it. */
export const NFC_CARD = objectOf({
  code: STRING,
  status: oneOfValues(NFC_CARD_STATUSES),
  url: { type: 'string', description: 'What the chip holds: `{PUBLIC_URL}/c/{code}`' },
  orderId: nullable(STRING),
  productName: nullable(STRING),
  createdAt: INSTANT,
});

export const NFC_CARD_DOCS = {
  list: documented({
    operationId: 'listNfcCards',
    summary: 'Your NFC cards (My NFC cards)',
    description:
      'One per card printed for your paid orders, newest first: its code, status and the URL ' +
      'its chip holds (`{PUBLIC_URL}/c/{code}`).',
    tags: ['account'],
    auth: 'user',
    responses: { 200: envelope('Your cards', arrayOf(NFC_CARD)) },
  }),
  update: documented({
    operationId: 'updateNfcCard',
    summary: 'Mark one of your NFC cards lost, or reactivate it',
    description:
      'Only between `active` and `lost`: a lost card’s link shows a neutral page at once. An ' +
      '`inactive` card (deactivated with a closed account) stays so.',
    tags: ['account'],
    auth: 'user',
    params: { code: 'The card’s code, as its chip’s link ends' },
    body: nfcCardStatusSchema,
    responses: {
      200: envelope('The card as it is now', NFC_CARD),
      404: 'Not one of your cards, or one that can no longer change',
      413: 'The body is too large',
    },
  }),
};
