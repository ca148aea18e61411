import { paths, type ProductCategory, type ProductCategoryListResponse } from 'shared-contracts';
import { shopApi } from '../../../api';

/** GET /product-category: the Filters sheet's chips. */
export const getProductCategoriesApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getProductCategories: build.query<ProductCategory[], void>({
      query: () => ({ url: paths.productCategories }),
      transformResponse: (response: ProductCategoryListResponse) => response.results,
    }),
  }),
});

export const { useGetProductCategoriesQuery } = getProductCategoriesApi;
