import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { bulkOrderSchema, organisationPageQuerySchema, paths } from 'shared-contracts';
import { parseBody, parseQuery } from '../../lib/parse-body.js';
import { ok } from '../../lib/reply.js';
import {
  checkIdempotencyKey,
  countLink,
  organisationOrders,
  placeBulkOrder,
} from '../orders/public.js';
import { runnerOf } from './access.js';
import { cardHoldersOf } from './card-holders.js';
import { TEAMS_CARD_DOCS as DOCS } from './card-docs.js';

/** Five hundred cards with their names and designations, with room to spare. */
const BULK_ORDER_BODY_LIMIT = 256 * 1024;

/** An organisation's bulk orders: a card for each member chosen, one order, one payment. */
const orderRoutes: FastifyPluginAsync = async (app) => {
  // As the cart's checkout: a payment link a try, per person.
  const { max, timeWindowMs } = app.config.rateLimits.orders;
  const attemptsPerPerson = app.rateLimit({
    max,
    timeWindow: timeWindowMs,
    keyGenerator: (request: FastifyRequest) => `orders:${request.userId}`,
  });

  app.get(paths.organisationOrders, DOCS.orders, async (request) => {
    const { organisationId } = await runnerOf(app.db, request.userId);
    const { page } = await parseQuery(organisationPageQuerySchema, request.query);
    return ok(await organisationOrders(app.db, organisationId, page));
  });

  app.post(
    paths.organisationOrders,
    { bodyLimit: BULK_ORDER_BODY_LIMIT, preHandler: attemptsPerPerson, ...DOCS.order },
    async (request, reply) => {
      const { organisationId } = await runnerOf(app.db, request.userId);
      const idempotencyKey = checkIdempotencyKey(request.headers['idempotency-key']);
      const { cards, ...input } = await parseBody(bulkOrderSchema, request.body);
      const { organisation, holders } = await cardHoldersOf(app.db, organisationId, cards);
      const placing = placeBulkOrder(
        {
          db: app.db,
          razorpay: app.razorpay,
          publicUrl: app.config.publicUrl,
          requirePlace: (pincode, field) => app.pincodes.requirePlace(pincode, field),
        },
        request.userId,
        { ...input, organisation, holders },
        idempotencyKey,
      );
      const { order, created } = await countLink(app.metrics.payments, placing);
      return reply.status(created ? 201 : 200).send(ok(order));
    },
  );
};

export default orderRoutes;
