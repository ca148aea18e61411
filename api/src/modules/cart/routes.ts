import type { FastifyPluginAsync, RouteShorthandOptions } from 'fastify';
import { paths, shopErrors, shopTexts, type CartResponse } from 'shared-contracts';
import { HttpError, notFound } from '../../lib/http-error.js';
import { ok } from '../../lib/reply.js';
import { isUuid } from '../../lib/uuid.js';
import { createCartRepository, type CartRefusal } from './repository.js';
import { CART_DOCS as DOCS } from './docs.js';

/**
 * These calls take no body. One sent anyway is ignored, but read only up to this size: a larger
 * one is 413 before it costs more than a kilobyte.
 */
const NO_BODY: RouteShorthandOptions = { bodyLimit: 1024 };

/** Someone else's line answers exactly like a missing one. */
const refusals: Record<CartRefusal, () => HttpError> = {
  'product-not-found': () => notFound(shopErrors.productNotFound),
  'line-not-found': () => notFound(shopErrors.cartItemNotFound),
  unavailable: () => new HttpError(409, shopErrors.productUnavailable, 'PRODUCT_UNAVAILABLE'),
  limit: () => new HttpError(409, shopErrors.quantityLimit, 'QUANTITY_LIMIT'),
};

const cartRoutes: FastifyPluginAsync = async (app) => {
  const repo = createCartRepository(app.db);

  app.get(paths.cart, DOCS.list, async (request): Promise<CartResponse> => ({
    success: true,
    results: await repo.list(request.userId),
  }));

  app.post<{ Params: { productId: string } }>(
    paths.cartAdd,
    { ...NO_BODY, ...DOCS.add },
    async (request, reply) => {
      const { productId } = request.params;
      if (!isUuid(productId)) throw refusals['product-not-found']();
      const outcome = await repo.add(request.userId, productId);
      if (typeof outcome === 'string') throw refusals[outcome]();
      return reply
        .status(outcome.created ? 201 : 200)
        .send(ok(outcome.item, shopTexts.addedToCart));
    },
  );

  app.patch<{ Params: { cartId: string } }>(
    paths.cartIncrement,
    { ...NO_BODY, ...DOCS.increment },
    async (request) => {
      const { cartId } = request.params;
      if (!isUuid(cartId)) throw refusals['line-not-found']();
      const outcome = await repo.increment(request.userId, cartId);
      if (typeof outcome === 'string') throw refusals[outcome]();
      return ok(outcome.item);
    },
  );

  app.patch<{ Params: { cartId: string } }>(
    paths.cartDecrement,
    { ...NO_BODY, ...DOCS.decrement },
    async (request) => {
      const { cartId } = request.params;
      if (!isUuid(cartId)) throw refusals['line-not-found']();
      const outcome = await repo.decrement(request.userId, cartId);
      if (typeof outcome === 'string') throw refusals[outcome]();
      return ok(outcome.item);
    },
  );

  app.delete<{ Params: { id: string } }>(
    paths.cartRemove,
    { ...NO_BODY, ...DOCS.remove },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw refusals['line-not-found']();
      const removed = await repo.remove(request.userId, id);
      if (!removed) throw refusals['line-not-found']();
      return ok({ _id: removed });
    },
  );
};

export default cartRoutes;
