import {
  bulkOrderSchema,
  cardMoveSchema,
  organisationCardStatusSchema,
  organisationPageQuerySchema,
} from 'shared-contracts';
import { envelope } from '../../openapi/answers.js';
import { documented } from '../../openapi/documented.js';
import {
  INSTANT,
  INTEGER,
  STRING,
  arrayOf,
  nullable,
  objectOf,
  oneOfValues,
} from '../../openapi/shapes.js';
import { ORDER_SHAPE } from '../orders/public.js';

const RUNNERS_ONLY = {
  403: 'A member, not an owner or admin',
  404: 'In no organisation',
};

/** `OrganisationCard`. */
const CARD = objectOf({
  code: STRING,
  status: oneOfValues(['active', 'lost', 'inactive']),
  productName: nullable(STRING),
  holder: nullable(objectOf({ userId: STRING, name: STRING, email: STRING })),
  paidByOrganisation: {
    type: 'boolean',
    description: 'Bought by a bulk order: its admins may switch it off or move it',
  },
  orderCode: nullable(STRING),
  createdAt: INSTANT,
});
const PAGE = { page: INTEGER, pageSize: INTEGER, total: INTEGER };
const CODE = { code: 'The card, as its chip and QR hold it' };

/** The routes of the members' NFC cards and the organisation's bulk orders. */
export const TEAMS_CARD_DOCS = {
  list: documented({
    operationId: 'listOrganisationCards',
    summary: "The members' NFC cards, and every card the organisation paid for",
    description:
      'Newest first, 50 a page. A card whose holder left stays listed if it paid for it.',
    tags: ['teams'],
    auth: 'user',
    querystring: organisationPageQuerySchema,
    responses: {
      200: envelope('A page of cards', objectOf({ cards: arrayOf(CARD), ...PAGE })),
      ...RUNNERS_ONLY,
    },
  }),
  switch: documented({
    operationId: 'switchOrganisationCard',
    summary: 'Switch off, or on again, a card the organisation paid for',
    description:
      'A switched-off card opens "card no longer active". It is switched on only while its ' +
      'holder is a member; a card of someone who left is moved to a member first.',
    tags: ['teams'],
    auth: 'user',
    params: CODE,
    body: organisationCardStatusSchema,
    responses: {
      200: envelope('The card', CARD),
      403: RUNNERS_ONLY[403],
      404: 'No card the organisation paid for by this code, or in no organisation',
      409: 'Its holder is no longer a member',
    },
  }),
  move: documented({
    operationId: 'moveOrganisationCard',
    summary: "Make a card the organisation paid for open another member's card",
    description: 'Someone left and their successor takes the card; it works again at once.',
    tags: ['teams'],
    auth: 'user',
    params: CODE,
    body: cardMoveSchema,
    responses: {
      200: envelope('The card', CARD),
      403: RUNNERS_ONLY[403],
      404: 'No such member, or no card the organisation paid for by this code',
    },
  }),
  orders: documented({
    operationId: 'listOrganisationOrders',
    summary: "The organisation's bulk orders",
    description: 'Newest first, 50 a page, whichever of its admins placed them.',
    tags: ['teams'],
    auth: 'user',
    querystring: organisationPageQuerySchema,
    responses: {
      200: envelope('A page of orders', objectOf({ orders: arrayOf(ORDER_SHAPE), ...PAGE })),
      ...RUNNERS_ONLY,
    },
  }),
  order: documented({
    operationId: 'placeOrganisationOrder',
    summary: 'Order a card for each member chosen: one order, one payment link',
    description:
      "Each card is printed with the name and designation sent, the member's card photo " +
      "(unless `withPhoto` is false) and the organisation's logo, and opens that member's " +
      'card once paid. The tax invoice is made out to the organisation when it has a GSTIN. ' +
      "The price is the server's: a `totalPrice` that differs is refused (409). An " +
      '`Idempotency-Key` header, or the same order within half an hour, answers the first (200).',
    tags: ['teams'],
    auth: 'user',
    body: bulkOrderSchema,
    responses: {
      200: envelope('The same order again: a repeat of one placed', ORDER_SHAPE),
      201: envelope('The order: send the browser to `razorpayPaymentLink`', ORDER_SHAPE),
      400: 'Not valid: the first bad field is named with its row (`cards[3].designation`)',
      403: RUNNERS_ONLY[403],
      404: 'A person on the order is not a member (`cards[3].userId`), or in no organisation',
      409: 'The price changed, the design is no longer sold, or too many orders are unpaid',
      413: 'Over 256 KiB',
      422: 'The Idempotency-Key was used for another order',
      429: 'Too many orders placed in a short time',
      502: 'Razorpay could not make the payment link: nothing was kept',
    },
  }),
};
