import { deliveryTexts } from '../../shop/delivery.js';
import { shopErrors } from '../../shop/errors.js';
import { priceDetailsTexts, shopTexts } from '../../shop/messages.js';
import {
  addToCartMessages,
  carouselTexts,
  cartMessages,
  checkoutMessages,
  filterTexts,
  productListTexts,
  productTexts,
  sortTexts,
  summaryMessages,
} from '../../shop/screen-texts.js';

/** The English texts of the shop area, each group named as its defineTexts names it. */
export const shopSource = {
  shopTexts,
  priceDetailsTexts,
  shopErrors,
  summaryMessages,
  cartMessages,
  checkoutMessages,
  addToCartMessages,
  filterTexts,
  productListTexts,
  productTexts,
  carouselTexts,
  sortTexts,
  deliveryTexts,
} as const;
