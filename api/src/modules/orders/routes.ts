import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  invoiceErrors,
  orderCreateSchema,
  orderErrors as e,
  paths,
  type InvoiceKind,
  paymentCallbackSchema,
  type OrderCreateResponse,
  type OrderDetail,
  type OrderDetailResponse,
  type OrderListResponse,
} from 'shared-contracts';
import { attachment } from '../../lib/content-disposition.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { parseBody } from '../../lib/parse-body.js';
import { ok } from '../../lib/reply.js';
import { isUuid } from '../../lib/uuid.js';
import type { OrderRow } from '../../db/schema/index.js';
import { verifyCallbackSignature } from '../payments/public.js';
import { ORDER_DOCS as DOCS } from './docs.js';
import { checkIdempotencyKey, countLink, placeOrder } from './place-order.js';
import { createOrdersRepository, orderWithLines } from './repository.js';
import { afterSettled, settleFromLink, type SettleDeps } from './settle.js';
import { BUYER_INVOICE_DOCS } from '../invoices/docs.js';
import { issuedDocument, pdfFileName, renderInvoicePdf } from '../invoices/public.js';
import { cardsOfOrder } from '../nfc-cards/public.js';

/** An order create body is small: a cart of 50 lines with card details is far below this. */
const ORDER_BODY_LIMIT = 64 * 1024;

/** A signed-in person's orders: place one, list them, read one, confirm a payment's return. */
const orderRoutes: FastifyPluginAsync<{ deps: SettleDeps }> = async (app, { deps }) => {
  const repo = createOrdersRepository(app.db);

  // Per person (the session is checked before): a hall of buyers shares one address.
  const { max, timeWindowMs } = app.config.rateLimits.orders;
  const attemptsPerPerson = app.rateLimit({
    max,
    timeWindow: timeWindowMs,
    keyGenerator: (request: FastifyRequest) => `orders:${request.userId}`,
  });

  app.post(
    paths.orders,
    { bodyLimit: ORDER_BODY_LIMIT, preHandler: attemptsPerPerson, ...DOCS.create },
    async (request, reply) => {
      const idempotencyKey = checkIdempotencyKey(request.headers['idempotency-key']);
      const input = await parseBody(orderCreateSchema, request.body);
      const placed = placeOrder(
        {
          db: app.db,
          razorpay: app.razorpay,
          publicUrl: app.config.publicUrl,
          requirePlace: (pincode, field) => app.pincodes.requirePlace(pincode, field),
        },
        request.userId,
        input,
        idempotencyKey,
      );
      const { order, created } = await countLink(app.metrics.payments, placed);
      const body: OrderCreateResponse = { success: true, result: order };
      return reply.status(created ? 201 : 200).send(body);
    },
  );

  app.get(paths.userOrders, DOCS.list, async (request): Promise<OrderListResponse> => ({
    success: true,
    results: await repo.listForUser(request.userId),
  }));

  const ownOrder = async (userId: string, id: string) => {
    const row = isUuid(id) ? await repo.findForUser(userId, id) : undefined;
    if (!row) throw notFound(e.orderNotFound);
    return row;
  };

  /** The order with the codes of its NFC cards (none until it is paid). */
  const detailOf = async (row: OrderRow): Promise<OrderDetail> => ({
    ...(await orderWithLines(app.db, row)),
    cards: await cardsOfOrder(app.db, row.id, app.config.publicUrl),
  });

  app.get<{ Params: { id: string } }>(
    paths.userOrder,
    DOCS.one,
    async (request): Promise<OrderDetailResponse> => {
      const row = await ownOrder(request.userId, request.params.id);
      return { success: true, result: await detailOf(row) };
    },
  );

  /** One of the person's own orders' documents, as issued; 404 until there is one. */
  const issued = async (request: FastifyRequest<{ Params: { id: string } }>, kind: InvoiceKind) => {
    const row = await ownOrder(request.userId, request.params.id);
    const document = await issuedDocument(app.db, row.id, kind);
    if (!document) {
      throw notFound(
        kind === 'invoice' ? invoiceErrors.notIssued : invoiceErrors.creditNoteNotIssued,
      );
    }
    return document;
  };

  const sendPdf = async (
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    kind: InvoiceKind,
  ) => {
    const document = await issued(request, kind);
    const pdf = await renderInvoicePdf(document);
    return reply
      .type('application/pdf')
      .header('content-disposition', attachment(pdfFileName(document), 'invoice.pdf'))
      .send(Buffer.from(pdf));
  };

  app.get<{ Params: { id: string } }>(
    paths.orderInvoice,
    BUYER_INVOICE_DOCS.json,
    async (request) => ok(await issued(request, 'invoice')),
  );
  app.get<{ Params: { id: string } }>(
    paths.orderInvoicePdf,
    BUYER_INVOICE_DOCS.pdf,
    (request, reply) => sendPdf(request, reply, 'invoice'),
  );
  app.get<{ Params: { id: string } }>(
    paths.orderCreditNotePdf,
    BUYER_INVOICE_DOCS.creditNotePdf,
    (request, reply) => sendPdf(request, reply, 'credit-note'),
  );

  /**
   * The browser's return from Razorpay's page (`callback_url` is /orders/{id}, whose screen posts
   * the query here). Its signature is checked with the key secret, and it must name this order's
   * link; then Razorpay itself is asked, so even a valid but replayed callback only ever moves
   * the order to what Razorpay says. A forged one is 400 and changes nothing.
   */
  app.post<{ Params: { id: string } }>(
    paths.orderPaymentCallback,
    { bodyLimit: 4096, ...DOCS.callback },
    async (request): Promise<OrderDetailResponse> => {
      const row = await ownOrder(request.userId, request.params.id);
      const params = await parseBody(paymentCallbackSchema, request.body);
      const valid =
        verifyCallbackSignature(params, app.config.razorpay.keySecret) &&
        params.razorpay_payment_link_id === row.razorpayLinkId &&
        params.razorpay_payment_link_reference_id === row.code;
      app.metrics.payments.signature('callback', valid);
      if (!valid) throw badRequest(e.callbackInvalid);
      const link = await app.razorpay.fetchPaymentLink(params.razorpay_payment_link_id);
      const handled = await settleFromLink(deps, row.id, link);
      await afterSettled(deps, handled);
      const current = (await repo.findById(row.id))!;
      return { success: true, result: await detailOf(current) };
    },
  );
};

export default orderRoutes;
