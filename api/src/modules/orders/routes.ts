import type { FastifyPluginAsync } from 'fastify';
import {
  orderCreateSchema,
  orderErrors as e,
  paths,
  paymentCallbackSchema,
  type OrderCreateResponse,
  type OrderDetailResponse,
  type OrderListResponse,
} from 'shared-contracts';
import { badRequest, notFound } from '../../lib/http-error.js';
import { parseBody } from '../../lib/parse-body.js';
import { isUuid } from '../../lib/uuid.js';
import { verifyCallbackSignature } from '../payments/signatures.js';
import { checkIdempotencyKey, placeOrder } from './place-order.js';
import { createOrdersRepository, orderWithLines } from './repository.js';
import { afterSettled, settleFromLink, type SettleDeps } from './settle.js';

/** An order create body is small: a cart of 50 lines with card details is far below this. */
const ORDER_BODY_LIMIT = 64 * 1024;

/** A signed-in person's orders: place one, list them, read one, confirm a payment's return. */
const orderRoutes: FastifyPluginAsync = async (app) => {
  const repo = createOrdersRepository(app.db);
  const deps: SettleDeps = {
    db: app.db,
    razorpay: app.razorpay,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log: app.log,
  };

  app.post(paths.orders, { bodyLimit: ORDER_BODY_LIMIT }, async (request, reply) => {
    const idempotencyKey = checkIdempotencyKey(request.headers['idempotency-key']);
    const input = await parseBody(orderCreateSchema, request.body);
    const { order, created } = await placeOrder(
      {
        db: app.db,
        razorpay: app.razorpay,
        publicUrl: app.config.publicUrl,
        place: (pincode) => app.pincodes.place(pincode),
      },
      request.userId,
      input,
      idempotencyKey,
    );
    const body: OrderCreateResponse = { success: true, result: order };
    return reply.status(created ? 201 : 200).send(body);
  });

  app.get(paths.userOrders, async (request): Promise<OrderListResponse> => ({
    success: true,
    results: await repo.listForUser(request.userId),
  }));

  const ownOrder = async (userId: string, id: string) => {
    const row = isUuid(id) ? await repo.findForUser(userId, id) : undefined;
    if (!row) throw notFound(e.orderNotFound);
    return row;
  };

  app.get<{ Params: { id: string } }>(
    paths.userOrder,
    async (request): Promise<OrderDetailResponse> => {
      const row = await ownOrder(request.userId, request.params.id);
      return { success: true, result: await orderWithLines(app.db, row) };
    },
  );

  /**
   * The browser's return from Razorpay's page (`callback_url` is /orders/{id}, whose screen posts
   * the query here). Its signature is checked with the key secret, and it must name this order's
   * link; then Razorpay itself is asked, so even a valid but replayed callback only ever moves
   * the order to what Razorpay says. A forged one is 400 and changes nothing.
   */
  app.post<{ Params: { id: string } }>(
    paths.orderPaymentCallback,
    { bodyLimit: 4096 },
    async (request): Promise<OrderDetailResponse> => {
      const row = await ownOrder(request.userId, request.params.id);
      const params = await parseBody(paymentCallbackSchema, request.body);
      const valid =
        verifyCallbackSignature(params, app.config.razorpay.keySecret) &&
        params.razorpay_payment_link_id === row.razorpayLinkId &&
        params.razorpay_payment_link_reference_id === row.code;
      if (!valid) throw badRequest(e.callbackInvalid);
      const link = await app.razorpay.fetchPaymentLink(params.razorpay_payment_link_id);
      const handled = await settleFromLink(app.db, row.id, link);
      await afterSettled(deps, handled);
      const current = (await repo.findById(row.id))!;
      return { success: true, result: await orderWithLines(app.db, current) };
    },
  );
};

export default orderRoutes;
