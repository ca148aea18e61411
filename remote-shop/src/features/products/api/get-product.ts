import { buildPath, paths, type ProductDetailResponse } from 'shared-contracts';
import { shopApi } from '../../../api';

/** GET /product/{id}: the product and the other cards to explore from it. */
export const getProductApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getProduct: build.query<ProductDetailResponse, string>({
      query: (id) => ({ url: buildPath(paths.product, { id }) }),
    }),
  }),
});

export const { useGetProductQuery } = getProductApi;
