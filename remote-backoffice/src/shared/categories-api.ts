import {
  paths,
  type AdminProductCategory,
  type ApiSuccess,
  type ProductCategoryRequest,
} from 'shared-contracts';
import { backofficeApi } from '../api';

const categoryPath = (id: string) => paths.adminCategory.replace(':id', encodeURIComponent(id));

export interface CategoryAnswer {
  result: AdminProductCategory;
  message: string | undefined;
}

const answer = (response: ApiSuccess<AdminProductCategory>): CategoryAnswer => ({
  result: response.result,
  message: response.message,
});

/**
 * GET /admin/product-category (every category, archived ones too), POST to add one, PATCH to
 * rename, archive or restore one. Each change is in the audit log, and a product shows its
 * category's name: the lists are asked for again after a change (not after a refusal).
 */
export const categoriesApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<AdminProductCategory[], void>({
      query: () => ({ url: paths.adminCategories }),
      transformResponse: (response: { results: AdminProductCategory[] }) => response.results,
      providesTags: ['AdminCategory'],
    }),
    createCategory: build.mutation<CategoryAnswer, ProductCategoryRequest>({
      query: (body) => ({ url: paths.adminCategories, method: 'POST', body }),
      transformResponse: answer,
      invalidatesTags: (result) => (result ? ['AdminCategory', 'Audit'] : []),
    }),
    updateCategory: build.mutation<
      CategoryAnswer,
      { id: string; changes: Partial<ProductCategoryRequest> }
    >({
      query: ({ id, changes }) => ({ url: categoryPath(id), method: 'PATCH', body: changes }),
      transformResponse: answer,
      invalidatesTags: (result) => (result ? ['AdminCategory', 'AdminProduct', 'Audit'] : []),
    }),
  }),
});

export const { useGetCategoriesQuery, useCreateCategoryMutation, useUpdateCategoryMutation } =
  categoriesApi;
