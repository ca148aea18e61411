import {
  paths,
  type AdminProduct,
  type ApiSuccess,
  type ProductCreateRequest,
  type ProductUpdateRequest,
  type UploadedFile,
} from 'shared-contracts';
import { backofficeApi } from '../../../api';

const productPath = (id: string) => paths.adminProduct.replace(':id', encodeURIComponent(id));

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

/** After a change (never a refusal) the lists and the audit log are asked for again. */
const changed = (result: unknown) => (result ? (['AdminProduct', 'Audit'] as const) : []);

/**
 * The catalogue as staff see it: GET /admin/product (every product, archived ones too, a page at
 * a time, searched like the shop's list), POST to add one, PATCH with only what changed (or
 * `archived`), and POST /admin/product/upload for an image, whose key goes in `productImages`.
 */
export const productsApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminProducts: build.query<ProductsPage, { page: number; search: string }>({
      query: ({ page, search }) => ({
        url: paths.adminProducts,
        params: { page, ...(search && { search }) },
      }),
      transformResponse: ({ results, page, limit }: ProductsPage) => ({ results, page, limit }),
      providesTags: ['AdminProduct'],
    }),
    createProduct: build.mutation<ProductAnswer, ProductCreateRequest>({
      query: (body) => ({ url: paths.adminProducts, method: 'POST', body }),
      transformResponse: answer,
      invalidatesTags: changed,
    }),
    updateProduct: build.mutation<ProductAnswer, { id: string; changes: ProductUpdateRequest }>({
      query: ({ id, changes }) => ({ url: productPath(id), method: 'PATCH', body: changes }),
      transformResponse: answer,
      invalidatesTags: changed,
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
  useCreateProductMutation,
  useUpdateProductMutation,
  useUploadProductImageMutation,
} = productsApi;
