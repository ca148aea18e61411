import { envelope, json } from '../../openapi/answers.js';
import { documented } from '../../openapi/documented.js';
import {
  FILE_REF,
  INTEGER,
  NUMBER,
  STRING,
  arrayOf,
  nullable,
  objectOf,
} from '../../openapi/shapes.js';

/** `CartItem`: a line with the product's current prices, in rupees. */
const CART_ITEM = objectOf({
  _id: STRING,
  cartId: { type: 'string', description: 'The same id as `_id`' },
  productId: STRING,
  name: STRING,
  image: nullable(FILE_REF),
  salePrice: NUMBER,
  actualPrice: NUMBER,
  discountPercentage: INTEGER,
  quantity: INTEGER,
  totalAmount: NUMBER,
});
const NO_LINE = 'No such line of yours';

const line = (
  operationId: string,
  summary: string,
  responses: Parameters<typeof documented>[0]['responses'],
) =>
  documented({
    operationId,
    summary,
    tags: ['cart'],
    auth: 'user',
    params: { id: 'The cart line' },
    responses: { 200: envelope('The line', CART_ITEM), ...responses },
  });

/**
 * `/cart/{id}` names a product when adding and a line when removing: one name for the position,
 * as one path template has one (the routes keep their own names).
 */
export const CART_DOCS = {
  list: documented({
    operationId: 'getCart',
    summary: 'Your cart',
    tags: ['cart'],
    auth: 'user',
    responses: {
      200: json(
        '`results`: the lines',
        objectOf({ success: { const: true }, results: arrayOf(CART_ITEM) }),
      ),
    },
  }),
  add: documented({
    operationId: 'addToCart',
    summary: 'Add a product to your cart (one more if it is there)',
    tags: ['cart'],
    auth: 'user',
    params: { id: 'The product' },
    responses: {
      201: envelope('A new line', CART_ITEM),
      200: envelope('One more of a line you had', CART_ITEM),
      404: 'No such product',
      409: 'Unavailable, or at the quantity limit',
    },
  }),
  increment: line('incrementCartLine', 'One more of a line', {
    404: NO_LINE,
    409: 'At the quantity limit',
  }),
  decrement: line('decrementCartLine', 'One fewer of a line', {
    200: envelope('The line, or null when its last one went', nullable(CART_ITEM)),
    404: NO_LINE,
  }),
  remove: documented({
    operationId: 'removeCartLine',
    summary: 'Remove a line',
    tags: ['cart'],
    auth: 'user',
    params: { id: 'The cart line, or its product (as the spec’s client sends it)' },
    responses: { 200: envelope('Removed: its `_id`', objectOf({ _id: STRING })), 404: NO_LINE },
  }),
};
