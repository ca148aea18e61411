import { yupToFormErrors, type FormikErrors } from 'formik';
import {
  discountPercentage,
  productCreateSchema,
  toPaise,
  type AdminProduct,
  type FileRef,
  type ProductCreateRequest,
  type ProductUpdateRequest,
} from 'shared-contracts';

/** What the form holds: prices as typed (text), images in the order the shop shows them. */
export interface ProductFormValues {
  name: string;
  categoryId: string;
  description: string;
  actualPrice: string;
  salePrice: string;
  productImages: FileRef[];
}

export const blankProduct: ProductFormValues = {
  name: '',
  categoryId: '',
  description: '',
  actualPrice: '',
  salePrice: '',
  productImages: [],
};

export const productValues = (product: AdminProduct): ProductFormValues => ({
  name: product.name,
  categoryId: product.category?._id ?? '',
  description: product.description,
  actualPrice: String(product.actualPrice),
  salePrice: String(product.salePrice),
  productImages: product.productImages.map((image) => ({ ...image })),
});

/** "" is no price (the schema's "Price is required"); anything else is read as a number. */
const price = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text.trim().replace(/,/g, ''));

/** The request body the form's values make: what POST /admin/product checks. */
export function productBody(values: ProductFormValues): ProductCreateRequest {
  return {
    name: values.name,
    categoryId: values.categoryId || null,
    description: values.description,
    actualPrice: price(values.actualPrice) as number,
    salePrice: price(values.salePrice) as number,
    // Only the key: the schema refuses anything else on an image.
    productImages: values.productImages.map((image) => ({ key: image.key })),
  };
}

/** The form checked with the API's own schema, its messages on the form's fields. */
export async function validateProduct(
  values: ProductFormValues,
): Promise<FormikErrors<ProductFormValues>> {
  try {
    await productCreateSchema.validate(productBody(values), { abortEarly: false });
    return {};
  } catch (error) {
    const errors = yupToFormErrors<ProductFormValues>(error);
    // An image's own message (productImages[0].key) is the images' message.
    if (Array.isArray(errors.productImages)) {
      const first = errors.productImages.find(Boolean);
      errors.productImages = typeof first === 'string' ? first : Object.values(first ?? {})[0];
    }
    return errors;
  }
}

/** Only what changed, for PATCH /admin/product/{id}: {} when nothing did. */
export function productChanges(
  before: ProductCreateRequest,
  after: ProductCreateRequest,
): ProductUpdateRequest {
  const changes: ProductUpdateRequest = {};
  if (after.name !== before.name) changes.name = after.name;
  if (after.categoryId !== before.categoryId) changes.categoryId = after.categoryId;
  if (after.description !== before.description) changes.description = after.description;
  if (after.actualPrice !== before.actualPrice) changes.actualPrice = after.actualPrice;
  if (after.salePrice !== before.salePrice) changes.salePrice = after.salePrice;
  const keys = (body: ProductCreateRequest) => body.productImages.map((image) => image.key).join();
  if (keys(after) !== keys(before)) changes.productImages = after.productImages;
  return changes;
}

/** The discount as the shop computes it: whole percent off the MRP, rounded down. */
export function liveDiscount(values: Pick<ProductFormValues, 'actualPrice' | 'salePrice'>) {
  const mrp = price(values.actualPrice);
  const sale = price(values.salePrice);
  if (mrp === undefined || sale === undefined || !Number.isFinite(mrp) || !Number.isFinite(sale)) {
    return null;
  }
  return discountPercentage(toPaise(mrp), toPaise(sale));
}

/** The server's path for an image's message (productImages[2].key) is the images' field. */
export const productField = (path: string) =>
  path.startsWith('productImages') ? 'productImages' : path;
