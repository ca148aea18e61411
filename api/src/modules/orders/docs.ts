import {
  MAX_UNPAID_ORDERS,
  ORDER_STATUSES,
  QUEUE_STATUSES,
  cancelOrderSchema,
  markPaidSchema,
  orderCreateSchema,
  paymentCallbackSchema,
  queueQuerySchema,
  shipOrderSchema,
} from 'shared-contracts';
import { envelope, json, media } from '../../openapi/answers.js';
import { documented } from '../../openapi/documented.js';
import {
  FILE_REF,
  INSTANT,
  INTEGER,
  NUMBER,
  STRING,
  arrayOf,
  nullable,
  objectOf,
  oneOfValues,
} from '../../openapi/shapes.js';
import type { JsonSchema } from '../../openapi/yup-json-schema.js';
import { ADDRESS } from '../addressbook/docs.js';
import { NFC_CARD } from '../nfc-cards/docs.js';

const NFC_IMAGE = objectOf({
  image: nullable(FILE_REF),
  source: oneOfValues(['order', 'portfolio', 'none']),
});
const NFC_DETAILS = objectOf({
  customerName: STRING,
  designation: STRING,
  customerLogo: NFC_IMAGE,
  customerPhoto: NFC_IMAGE,
});
const ORDER_FIELDS: Record<string, JsonSchema> = {
  _id: STRING,
  code: { type: 'string', description: 'Short, human and unique, e.g. "TF-7K3Q9D"' },
  orderStatus: oneOfValues(ORDER_STATUSES),
  paymentStatus: oneOfValues(['Pending', 'Paid', 'Failed']),
  totalPrice: { type: 'number', description: 'Rupees' },
  createdAt: INSTANT,
  address: objectOf(ADDRESS),
  razorpayPaymentLink: { ...nullable(STRING), description: 'The payment page, while pending' },
  orderStatusLogs: objectOf({
    orderPlacedAt: nullable(INSTANT),
    orderConfirmedAt: nullable(INSTANT),
    orderShippedAt: nullable(INSTANT),
    orderCompletedAt: nullable(INSTANT),
    orderCancelledAt: nullable(INSTANT),
  }),
  products: arrayOf(
    objectOf({
      _id: STRING,
      product: objectOf({
        _id: STRING,
        name: STRING,
        productImages: arrayOf(FILE_REF),
        discountedPrice: NUMBER,
        actualPrice: NUMBER,
      }),
      quantity: INTEGER,
      salePrice: NUMBER,
      totalPrice: NUMBER,
    }),
  ),
  nfcDetails: NFC_DETAILS,
  shipping: nullable(
    objectOf({ courier: STRING, tracking: nullable(STRING), trackingUrl: nullable(STRING) }),
  ),
  cancelReason: nullable(STRING),
  invoice: {
    ...nullable(
      objectOf({
        number: { type: 'string', description: '"TF/26-27/000123"' },
        date: INSTANT,
        creditNote: nullable(objectOf({ number: STRING, date: INSTANT })),
      }),
    ),
    description: 'Its tax invoice (and credit note, if cancelled after payment); null until paid',
  },
  bulk: {
    ...objectOf({ organisation: STRING, cards: arrayOf(NFC_DETAILS) }),
    description: "Only on an organisation's bulk order: whom each card is printed for, in order",
  },
};
/** `Order`: as its owner reads it. */
export const ORDER = objectOf(ORDER_FIELDS, ['bulk']);
/** `OrderDetail`: with the NFC cards made for it (none until paid). */
const ORDER_DETAIL = objectOf({ ...ORDER_FIELDS, cards: arrayOf(NFC_CARD) }, ['bulk']);

const ORDER_ID = { id: 'The order' };

const QUEUE_ORDER = objectOf({
  _id: STRING,
  code: STRING,
  orderStatus: oneOfValues(ORDER_STATUSES),
  paymentStatus: oneOfValues(['Pending', 'Paid', 'Failed']),
  totalPrice: NUMBER,
  createdAt: INSTANT,
  statusAt: INSTANT,
  customerName: STRING,
  customerEmail: nullable(STRING),
  customerPhone: STRING,
  cardCount: INTEGER,
  paymentFlag: nullable(STRING),
});

const ORDER_QUEUE = objectOf({
  counts: objectOf(Object.fromEntries(QUEUE_STATUSES.map((status) => [status, INTEGER]))),
  orders: arrayOf(QUEUE_ORDER),
  page: INTEGER,
  pageSize: INTEGER,
  total: INTEGER,
});

const STAFF_ORDER = objectOf({
  _id: STRING,
  code: STRING,
  orderStatus: oneOfValues(ORDER_STATUSES),
  paymentStatus: oneOfValues(['Pending', 'Paid', 'Failed']),
  totalPrice: NUMBER,
  createdAt: INSTANT,
  address: objectOf(ADDRESS),
  products: ORDER_FIELDS.products!,
  nfcDetails: ORDER_FIELDS.nfcDetails!,
  customer: objectOf({ name: STRING, email: nullable(STRING), phone: STRING }),
  payment: objectOf({
    linkUrl: nullable(STRING),
    linkId: nullable(STRING),
    paymentId: nullable(STRING),
    reference: nullable(STRING),
    flag: nullable(STRING),
  }),
  shipping: objectOf({
    courier: nullable(STRING),
    tracking: nullable(STRING),
    trackingUrl: nullable(STRING),
  }),
  cancelReason: nullable(STRING),
  cards: arrayOf(
    objectOf({
      code: STRING,
      url: STRING,
      productName: nullable(STRING),
      holder: {
        ...nullable(objectOf({ customerName: STRING, designation: STRING })),
        description: "A bulk order's card: the member it is printed for",
      },
      writtenAt: nullable(INSTANT),
      writtenBy: nullable(STRING),
    }),
  ),
  timeline: arrayOf(
    objectOf({
      status: oneOfValues([...ORDER_STATUSES, 'paid']),
      at: INSTANT,
      by: nullable(STRING),
      note: nullable(STRING),
    }),
  ),
});

const staffMove = (
  operationId: string,
  summary: string,
  body?: Parameters<typeof documented>[0]['body'],
  description?: string,
) =>
  documented({
    operationId,
    summary,
    ...(description && { description }),
    tags: ['admin', 'orders'],
    auth: 'staff',
    ...(body && { body }),
    params: ORDER_ID,
    responses: {
      200: envelope('Done: the order as it is now', STAFF_ORDER),
      404: 'No such order',
      409: 'Not a move this order can make now (already made, or not allowed from its status)',
    },
  });

const TOTALS = objectOf({ orders: INTEGER, revenue: NUMBER });

/** The back office's order desk (remote-backoffice). */
export const STAFF_ORDER_DOCS = {
  dashboard: documented({
    operationId: 'staffDashboard',
    summary: 'A day at a glance: orders and paid revenue, the work waiting at each step',
    description: 'Days are India’s (UTC+5:30); revenue leaves out cancelled orders.',
    tags: ['admin', 'orders'],
    auth: 'staff',
    responses: {
      200: envelope(
        'Today, the last 30 days and what waits',
        objectOf({
          today: TOTALS,
          last30Days: TOTALS,
          toConfirm: INTEGER,
          toPrint: INTEGER,
          toShip: INTEGER,
          failedPayments: INTEGER,
          flaggedPayments: INTEGER,
          days: arrayOf(objectOf({ day: STRING, orders: INTEGER, revenue: NUMBER })),
        }),
      ),
    },
  }),
  queue: documented({
    operationId: 'orderQueue',
    summary: 'The staff queue: a tab of orders, with every tab’s count',
    description:
      'Oldest first where work waits (placed, confirmed, shipped), newest first elsewhere; ' +
      '`q` finds an order code, the buyer’s e-mail or phone digits.',
    tags: ['admin', 'orders'],
    auth: 'staff',
    querystring: queueQuerySchema,
    responses: { 200: envelope('A page of the tab', ORDER_QUEUE) },
  }),
  detail: documented({
    operationId: 'staffOrder',
    summary: 'One order as staff act on it',
    tags: ['admin', 'orders'],
    auth: 'staff',
    params: ORDER_ID,
    responses: { 200: envelope('The order', STAFF_ORDER), 404: 'No such order' },
  }),
  confirm: staffMove('confirmOrder', 'Confirm a placed order'),
  ship: staffMove(
    'shipOrder',
    'Mark a confirmed order shipped, with its courier and tracking',
    shipOrderSchema,
  ),
  deliver: staffMove('deliverOrder', 'Mark a shipped order delivered (completed)'),
  cancel: staffMove(
    'cancelOrder',
    'Cancel an order before it ships, with a reason',
    cancelOrderSchema,
  ),
  paid: staffMove(
    'markOrderPaid',
    'Mark an order paid by other means (a bank transfer), with its reference',
    markPaidSchema,
    'A pending or failed order is placed (and its payment link closed); a cancelled one stays ' +
      'cancelled, flagged `paid-while-closed`: the money is due back. Already paid: 409.',
  ),
  written: documented({
    operationId: 'markCardWritten',
    summary: 'Mark a card of the order written: its chip holds its URL, read back',
    tags: ['admin', 'orders'],
    auth: 'staff',
    params: { ...ORDER_ID, code: 'The card’s code' },
    responses: {
      200: envelope('Recorded: the order as it is now', STAFF_ORDER),
      404: 'No such order, or no card of it with this code',
    },
  }),
  artwork: documented({
    operationId: 'orderArtwork',
    summary:
      'The print-ready artwork of the order’s cards (PDF), a first print or a reprint; a confirmed order is then marked printed',
    tags: ['admin', 'orders'],
    auth: 'staff',
    params: ORDER_ID,
    responses: {
      200: media('Front and back of each card, 91.60 x 59.98 mm with 3 mm bleed', [
        'application/pdf',
      ]),
      404: 'No such order',
      409: 'The order has no cards yet (not paid)',
      422: 'A name on a card is in a script no font here can print',
    },
  }),
  printBatch: documented({
    operationId: 'printBatch',
    summary:
      'The artwork of every confirmed order not printed yet, at once (PDF); those orders are then marked printed',
    tags: ['admin', 'orders'],
    auth: 'staff',
    responses: {
      200: media('Front and back of each card', ['application/pdf']),
      409: 'No confirmed order has cards to print',
      422: 'A name on a card is in a script no font here can print',
    },
  }),
};
const NOT_YOURS =
  'No such order of yours (yours: placed by you, or a bulk order of the organisation you run)';

/** A signed-in person's orders. */
export const ORDER_DOCS = {
  create: documented({
    operationId: 'placeOrder',
    summary: 'Place an order from your cart, with its Razorpay payment link',
    description:
      'Prices are recomputed on the server. Send an `Idempotency-Key` header to retry safely: ' +
      'the same key and body answer the same order (200).',
    tags: ['orders'],
    auth: 'user',
    body: orderCreateSchema,
    responses: {
      201: envelope('Placed: pay at `razorpayPaymentLink`', ORDER),
      200: envelope('Placed before with this Idempotency-Key (or this cart)', ORDER),
      409: `Not the cart at today’s prices, the cart is empty, or ${MAX_UNPAID_ORDERS} orders already wait for payment`,
      422: 'The Idempotency-Key came with another request',
      429: 'More orders asked for by one person than `RATE_LIMIT_ORDERS` allows (20 an hour)',
      502: 'The payment provider did not answer; nothing was placed',
    },
  }),
  list: documented({
    operationId: 'listOrders',
    summary: 'Your orders',
    tags: ['orders'],
    auth: 'user',
    responses: {
      200: json(
        '`results`: the orders, newest first',
        objectOf({ success: { const: true }, results: arrayOf(ORDER) }),
      ),
    },
  }),
  one: documented({
    operationId: 'getOrder',
    summary: 'One of your orders, with its lines and tracking',
    tags: ['orders'],
    auth: 'user',
    params: ORDER_ID,
    responses: {
      200: envelope('The order, with `cards`: its NFC cards’ codes once paid', ORDER_DETAIL),
      404: NOT_YOURS,
    },
  }),
  callback: documented({
    operationId: 'confirmOrderPayment',
    summary: "Confirm a payment from Razorpay's return to the order page",
    description: "Post the return URL's query: it is verified, then Razorpay itself is asked.",
    tags: ['orders', 'payments'],
    auth: 'user',
    body: paymentCallbackSchema,
    params: ORDER_ID,
    responses: {
      200: envelope('The order as Razorpay says it is', ORDER_DETAIL),
      400: 'Not valid, or not a callback Razorpay signed for this order',
      404: NOT_YOURS,
      502: 'The payment provider did not answer',
    },
  }),
};

export const WEBHOOK_DOCS = documented({
  operationId: 'receiveRazorpayWebhook',
  summary: "Razorpay's webhook (payment_link.* and payment.* events)",
  description:
    'Called by Razorpay, not by clients: the raw body must carry a valid ' +
    '`X-Razorpay-Signature`; each `X-Razorpay-Event-Id` is processed once.',
  tags: ['payments'],
  body: objectOf({ entity: { const: 'event' }, event: STRING, payload: { type: 'object' } }),
  responses: {
    200: json(
      'Stored (or seen before): what it did',
      objectOf({ status: { const: 'ok' }, outcome: STRING }),
    ),
    400: 'Bad signature, or not an event',
  },
});
