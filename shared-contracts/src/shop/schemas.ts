import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { PRODUCT_PAGE_SIZE, SORT_KEYS, DEFAULT_SORT, type SortKey } from '../common/constants.js';
import { optionalText, text } from '../common/fields.js';
import { UNKNOWN_FIELDS_MESSAGE } from '../common/strict.js';
import {
  CATEGORY_NAME_MAX_LENGTH,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_IMAGE_KEY_PATTERN,
  PRODUCT_LIST_MAX_LIMIT,
  PRODUCT_MAX_IMAGES,
  PRODUCT_MAX_PRICE_RUPEES,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_SEARCH_MAX_LENGTH,
} from './constants.js';
import { isId } from '../common/ids.js';
import { shopErrors as e } from './errors.js';

/** A query-string integer: "2" is 2; "", "2.5", "2abc" and "-1" are refused, never guessed. */
const wholeNumber = (message: string, min: number, max: number) =>
  mixed<number>()
    .transform((value: unknown) =>
      typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value,
    )
    .test('whole-number', message, (value) => {
      if (value === undefined) return true;
      return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
    });

/**
 * GET /product's query: what the list screen sends and the server checks. An unknown sort, a bad
 * page or limit, or a category that is not an id is refused with a message; an empty search or
 * category means none.
 */
export const productListQuerySchema = object({
  page: wholeNumber(e.pageInvalid, 1, 1_000_000).default(1),
  limit: wholeNumber(e.limitInvalid, 1, PRODUCT_LIST_MAX_LIMIT).default(PRODUCT_PAGE_SIZE),
  search: text().max(PRODUCT_SEARCH_MAX_LENGTH, e.searchTooLong).default(''),
  category: text()
    .default('')
    .test('category-id', e.categoryIdInvalid, (value) => !value || isId(value)),
  sort: string<SortKey>()
    .typeError(e.sortInvalid)
    .oneOf(SORT_KEYS, e.sortInvalid)
    .default(DEFAULT_SORT),
});
export type ProductListQuery = InferType<typeof productListQuerySchema>;

/**
 * Rupees with at most 2 decimals (whole paise), above 0, below the shop's ceiling. The decimals
 * check tolerates a float's noise, so the floor is one paisa: a sliver above 0 would pass it and be
 * stored as 0 paise.
 */
const rupees = () =>
  number()
    .typeError(e.priceInvalid)
    .test(
      'rupees',
      e.priceInvalid,
      (value) =>
        value === undefined ||
        (Number.isFinite(value) &&
          value >= 0.01 &&
          value <= PRODUCT_MAX_PRICE_RUPEES &&
          Math.abs(Math.round(value * 100) - value * 100) < 1e-6),
    );

const productImage = () =>
  object({
    key: text().required(e.imageNotProductImage).matches(PRODUCT_IMAGE_KEY_PATTERN, {
      message: e.imageNotProductImage,
    }),
  })
    .typeError(e.imageNotProductImage)
    .exact(UNKNOWN_FIELDS_MESSAGE);

const productImages = () =>
  array(productImage()).typeError(e.imagesRequired).max(PRODUCT_MAX_IMAGES, e.imagesTooMany);

const categoryId = () =>
  text()
    .nullable()
    .transform((value: unknown) => (value === '' ? null : value))
    .test('category-id', e.categoryIdInvalid, (value) => value == null || isId(value));

const productName = () =>
  text().required(e.nameRequired).max(PRODUCT_NAME_MAX_LENGTH, e.nameTooLong);

const description = () => optionalText().max(PRODUCT_DESCRIPTION_MAX_LENGTH, e.descriptionTooLong);

const saleNotAboveMrp = (value: { actualPrice?: number; salePrice?: number } | undefined) =>
  !value ||
  value.actualPrice === undefined ||
  value.salePrice === undefined ||
  value.salePrice <= value.actualPrice;

/** POST /admin/product. */
export const productCreateSchema = object({
  name: productName(),
  categoryId: categoryId().default(null),
  description: description().default(''),
  actualPrice: rupees().required(e.priceRequired),
  salePrice: rupees().required(e.priceRequired),
  productImages: productImages().min(1, e.imagesRequired).required(e.imagesRequired),
})
  .exact(UNKNOWN_FIELDS_MESSAGE)
  .test('sale-not-above-mrp', e.salePriceAboveMrp, (value, context) =>
    saleNotAboveMrp(value)
      ? true
      : context.createError({ path: 'salePrice', message: e.salePriceAboveMrp }),
  );
export type ProductCreateRequest = InferType<typeof productCreateSchema>;

/**
 * PATCH /admin/product/{id}: any of the fields, at least one. A price sent alone is checked
 * against the stored other price by the server.
 */
export const productUpdateSchema = object({
  name: productName().optional().default(undefined),
  categoryId: categoryId().optional().default(undefined),
  description: description().optional().default(undefined),
  actualPrice: rupees().optional(),
  salePrice: rupees().optional(),
  productImages: productImages().min(1, e.imagesRequired).optional().default(undefined),
  archived: boolean().typeError('Must be true or false').optional(),
})
  .exact(UNKNOWN_FIELDS_MESSAGE)
  .test(
    'at-least-one',
    'Send at least one field to change',
    (value) => !!value && Object.values(value).some((v) => v !== undefined),
  )
  .test('sale-not-above-mrp', e.salePriceAboveMrp, (value, context) =>
    saleNotAboveMrp(value)
      ? true
      : context.createError({ path: 'salePrice', message: e.salePriceAboveMrp }),
  );
export type ProductUpdateRequest = InferType<typeof productUpdateSchema>;

/** POST /admin/product-category and PATCH /admin/product-category/{id}. */
export const productCategorySchema = object({
  name: text().required(e.nameRequired).max(CATEGORY_NAME_MAX_LENGTH, e.categoryNameTooLong),
  archived: boolean().typeError('Must be true or false').optional(),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type ProductCategoryRequest = InferType<typeof productCategorySchema>;
