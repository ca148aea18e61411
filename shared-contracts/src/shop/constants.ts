/** Shop limits the spec leaves open (product-spec section 9 gives the page size and sort keys). */

/** One cart line holds at most this many of one card. */
export const MAX_CART_LINE_QUANTITY = 20;
export const PRODUCT_LIST_MAX_LIMIT = 50;
/** "Explore Other Cards" on the detail page. */
export const OTHER_PRODUCTS_COUNT = 8;
export const PRODUCT_MAX_IMAGES = 6;
export const PRODUCT_MAX_PRICE_RUPEES = 100_000;
export const PRODUCT_NAME_MAX_LENGTH = 120;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 2000;
export const CATEGORY_NAME_MAX_LENGTH = 60;
export const PRODUCT_SEARCH_MAX_LENGTH = 100;

/** Keys the server makes for product images: `products/{fileId}.{jpg|png}`. */
export const PRODUCT_IMAGE_KEY_PATTERN =
  /^products\/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}\.(jpg|png)$/;
