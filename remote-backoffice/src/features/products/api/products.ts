import {
  buildPath,
  paths,
  type AdminProduct,
  type ApiSuccess,
  type ProductCreateRequest,
  type ProductUpdateRequest,
  type UploadedFile,
} from 'shared-contracts';
import { backofficeApi } from '../../../api';

const productPath = (id: string) => buildPath(paths.adminProduct, { id });

export interface ProductsPage {
  results: AdminProduct[];
  page: number;
  limit: number;
}

export interface ProductAnswer {
  result: AdminProduct;
  message: string | undefined;
}

const answer = (response: ApiSuccess<AdminProduct>): ProductAnswer => ({
  result: response.result,
  message: response.message,
});

/** The lists' tag; a product's own is its id's (a category's change drops both: names change). */
const LISTS = { type: 'AdminProduct', id: 'LIST' } as const;

/**
 * The catalogue as staff see it: GET /admin/product (every product, archived ones too, a page at
 * a time, searched like the shop's list), GET /admin/product/{id} (one, for its form), POST to add
 * one, PATCH with only what changed (or `archived`, from the form or a row of the list), and
 * POST /admin/product/upload for an image, whose key goes in `productImages`. A PATCH answers the
 * product: it replaces the cached product and its row in every cached page (no second GET); a new
 * product asks for the lists again. The audit log is asked for again after each change.
 */
export const productsApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminProducts: build.query<ProductsPage, { page: number; search: string }>({
      query: ({ page, search }) => ({
        url: paths.adminProducts,
        params: { page, ...(search && { search }) },
      }),
      transformResponse: ({ results, page, limit }: ProductsPage) => ({ results, page, limit }),
      providesTags: [LISTS],
    }),
    getAdminProduct: build.query<AdminProduct, string>({
      query: (id) => ({ url: productPath(id) }),
      transformResponse: (response: ApiSuccess<AdminProduct>) => response.result,
      providesTags: (_result, _error, id) => [{ type: 'AdminProduct', id }],
    }),
    createProduct: build.mutation<ProductAnswer, ProductCreateRequest>({
      query: (body) => ({ url: paths.adminProducts, method: 'POST', body }),
      transformResponse: answer,
      invalidatesTags: (result) => (result ? [LISTS, 'Audit'] : []),
    }),
    updateProduct: build.mutation<ProductAnswer, { id: string; changes: ProductUpdateRequest }>({
      query: ({ id, changes }) => ({ url: productPath(id), method: 'PATCH', body: changes }),
      transformResponse: answer,
      invalidatesTags: (result) => (result ? ['Audit'] : []),
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        let product: AdminProduct;
        try {
          ({
            data: { result: product },
          } = await queryFulfilled);
        } catch {
          return; // the screen shows the refusal; the product is as it was
        }
        dispatch(productsApi.util.updateQueryData('getAdminProduct', id, () => product));
        for (const page of productsApi.util.selectCachedArgsForQuery(
          getState(),
          'getAdminProducts',
        )) {
          dispatch(
            productsApi.util.updateQueryData('getAdminProducts', page, (draft) => {
              const at = draft.results.findIndex((row) => row._id === id);
              if (at >= 0) draft.results[at] = product;
            }),
          );
        }
      },
    }),
    uploadProductImage: build.mutation<UploadedFile, File>({
      query: (file) => {
        const body = new FormData();
        body.append('image', file, file.name);
        return { url: paths.adminProductUpload, method: 'POST', body };
      },
      transformResponse: (response: ApiSuccess<UploadedFile>) => response.result,
    }),
  }),
});

export const {
  useGetAdminProductsQuery,
  useGetAdminProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useUploadProductImageMutation,
} = productsApi;
