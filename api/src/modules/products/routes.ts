import type { FastifyPluginAsync } from 'fastify';
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
import { parseQuery } from '../../lib/parse-body.js';
import { listCategories, listProducts, productDetail } from './listing.js';

/**
 * The public catalogue: open to visitors, archived products and categories never shown. These
 * answers say `results` (not the API's usual `result`), as the spec's client reads them.
 */
const catalogueRoutes: FastifyPluginAsync = async (app) => {
  app.get(paths.products, async (request): Promise<ProductListResponse> => {
    const query = await parseQuery(productListQuerySchema, request.query);
    return { success: true, ...(await listProducts(app.db, query)) };
  });

  app.get<{ Params: { id: string } }>(
    paths.product,
    async (request): Promise<ProductDetailResponse> => {
      const { id } = request.params;
      if (!isId(id)) throw badRequest(shopErrors.idInvalid);
      const detail = await productDetail(app.db, id);
      if (!detail) throw notFound(shopErrors.productNotFound);
      return { success: true, ...detail };
    },
  );

  app.get(paths.productCategories, async (): Promise<ProductCategoryListResponse> => ({
    success: true,
    results: await listCategories(app.db),
  }));
};

export default catalogueRoutes;
