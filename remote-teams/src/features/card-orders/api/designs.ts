import {
  paths,
  PRODUCT_LIST_MAX_LIMIT,
  type Product,
  type ProductListResponse,
} from 'shared-contracts';
import { teamsApi } from '../../../api';

/**
 * The designs a bulk order is printed as: the shop's public list (GET /product), newest first,
 * as many as one page holds. A 409 of the order (a price changed, a design withdrawn) asks for it
 * again (tag `Designs`).
 */
export const designsApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    getDesigns: build.query<Product[], void>({
      query: () => ({
        url: paths.products,
        params: { page: 1, limit: PRODUCT_LIST_MAX_LIMIT, sort: 'new' },
      }),
      transformResponse: (response: ProductListResponse) => response.results,
      providesTags: ['Designs'],
    }),
  }),
});

export const { useGetDesignsQuery } = designsApi;
