import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  isId,
  paths,
  productListQuerySchema,
  shopErrors,
  type ProductCategoryListResponse,
  type ProductDetailResponse,
  type ProductListResponse,
} from 'shared-contracts';
import { badRequest, notFound } from '../../lib/http-error.js';
import { ok } from '../../lib/reply.js';
import { parseQuery } from '../../lib/parse-body.js';
import { listCategories, listProducts, productDetail } from './listing.js';
import type { ReadCache } from './read-cache.js';
import { CATALOGUE_DOCS as DOCS } from './docs.js';

const sendJson = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);

/**
 * The public catalogue: open to visitors, archived products and categories never shown. These
 * answers say `results` (not the API's usual `result`), as the spec's client reads them.
 */
const catalogueRoutes: FastifyPluginAsync<{ cache: ReadCache }> = async (app, { cache }) => {
  app.get(paths.products, DOCS.list, async (request, reply) => {
    const query = await parseQuery(productListQuerySchema, request.query);
    const key = `list:${query.sort}:${query.category}:${query.page}:${query.limit}:${query.search.toLowerCase()}`;
    const json = await cache.json(key, async (): Promise<ProductListResponse> => ({
      success: true,
      ...(await listProducts(app.db, query)),
    }));
    return sendJson(reply, json);
  });

  app.get<{ Params: { id: string } }>(paths.product, DOCS.one, async (request, reply) => {
    const { id } = request.params;
    if (!isId(id)) throw badRequest(shopErrors.idInvalid);
    const json = await cache.json(`product:${id}`, async (): Promise<ProductDetailResponse> => {
      const detail = await productDetail(app.db, id);
      // Thrown, so an unknown id is never kept: it may be created the next moment.
      if (!detail) throw notFound(shopErrors.productNotFound);
      return { success: true, ...detail };
    });
    return sendJson(reply, json);
  });

  app.get(paths.productCategories, DOCS.categories, async (_request, reply) => {
    const json = await cache.json('categories', async (): Promise<ProductCategoryListResponse> => ({
      success: true,
      results: await listCategories(app.db),
    }));
    return sendJson(reply, json);
  });

  // A setting, the same for every visitor until the next deploy: browsers and CDNs may keep it.
  app.get(paths.delivery, DOCS.delivery, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return ok(app.config.delivery);
  });
};

export default catalogueRoutes;
