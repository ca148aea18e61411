import {
  paths,
  PRODUCT_LIST_CACHE_SECONDS,
  PRODUCT_PAGE_SIZE,
  type ProductListResponse,
  type SortKey,
} from 'shared-contracts';
import { shopApi } from '../../../api';

/** What the list is narrowed and ordered by; each combination is its own cache entry. */
export interface ProductFilters {
  search: string;
  /** A category id, or '' for every category. */
  category: string;
  sort: SortKey;
}

/**
 * GET /product, one page at a time (spec, section 4): a new search, filter or sort starts again at
 * page 1 in its own cache entry, kept 5 minutes, and another page may exist only while the last
 * one came back full.
 */
export const getProductsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.infiniteQuery<ProductListResponse, ProductFilters, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) =>
          lastPage.results.length === PRODUCT_PAGE_SIZE ? lastPageParam + 1 : undefined,
      },
      query: ({ queryArg: { search, category, sort }, pageParam }) => ({
        url: paths.products,
        params: {
          page: pageParam,
          limit: PRODUCT_PAGE_SIZE,
          sort,
          ...(search && { search }),
          ...(category && { category }),
        },
      }),
      keepUnusedDataFor: PRODUCT_LIST_CACHE_SECONDS,
    }),
  }),
});

export const { useGetProductsInfiniteQuery } = getProductsApi;
