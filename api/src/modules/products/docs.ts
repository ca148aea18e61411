import { productListQuerySchema } from 'shared-contracts';
import { envelope, json } from '../../openapi/answers.js';
import { documented } from '../../openapi/documented.js';
import {
  BOOLEAN,
  FILE_REF,
  INSTANT,
  INTEGER,
  NUMBER,
  STRING,
  arrayOf,
  nullable,
  objectOf,
} from '../../openapi/shapes.js';
import type { JsonSchema } from '../../openapi/yup-json-schema.js';

export const CATEGORY = objectOf({ _id: STRING, name: STRING });
export const ADMIN_CATEGORY = objectOf({ _id: STRING, name: STRING, archived: BOOLEAN });

const PRODUCT_FIELDS: Record<string, JsonSchema> = {
  _id: STRING,
  name: STRING,
  category: nullable(CATEGORY),
  productImages: arrayOf(FILE_REF),
  price: { type: 'number', description: 'The sale price, in rupees' },
  actualPrice: { type: 'number', description: 'The MRP, in rupees' },
  salePrice: NUMBER,
  discountPercentage: INTEGER,
  description: STRING,
  createdAt: INSTANT,
};
/** `Product`: as the shop shows it. */
const PRODUCT = objectOf(PRODUCT_FIELDS);
/** `AdminProduct`: an admin also sees what people never see. */
export const ADMIN_PRODUCT = objectOf({
  ...PRODUCT_FIELDS,
  archived: BOOLEAN,
  unitsSold: INTEGER,
  cartAdds: INTEGER,
});

/** `{ success, results, page, limit }`: the catalogue's own shape (not the `result` envelope). */
export const productPage = (product: JsonSchema) =>
  objectOf({
    success: { const: true },
    results: arrayOf(product),
    page: INTEGER,
    limit: INTEGER,
  });
export const categoryList = (category: JsonSchema) =>
  objectOf({ success: { const: true }, results: arrayOf(category) });

/** The public catalogue: these answers say `results`, as the spec's client reads them. */
export const CATALOGUE_DOCS = {
  list: documented({
    operationId: 'listProducts',
    summary: 'The catalogue: search, filter by category, sort, page',
    description: 'More pages may exist only while a page is full (`limit` items).',
    tags: ['products'],
    querystring: productListQuerySchema,
    responses: { 200: json('A page of products', productPage(PRODUCT)) },
  }),
  one: documented({
    operationId: 'getProduct',
    summary: 'One product',
    tags: ['products'],
    params: { id: 'The product' },
    responses: {
      200: json(
        'The product (`results`) and up to 8 others, the same category first',
        objectOf({ success: { const: true }, results: PRODUCT, otherProducts: arrayOf(PRODUCT) }),
      ),
      404: 'No such product',
    },
  }),
  categories: documented({
    operationId: 'listCategories',
    summary: 'The product categories',
    tags: ['products'],
    responses: { 200: json('`results`: the categories', categoryList(CATEGORY)) },
  }),
  delivery: documented({
    operationId: 'getDelivery',
    summary: 'How long delivery usually takes, in days (the DELIVERY_DAYS setting)',
    description: 'The shop writes it as its delivery line: "Free delivery, usually in 5-7 days".',
    tags: ['products'],
    responses: {
      200: envelope(
        '`minDays` to `maxDays` days',
        objectOf({ minDays: INTEGER, maxDays: INTEGER }),
      ),
    },
  }),
};
