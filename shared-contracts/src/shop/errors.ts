import { defineTexts } from '../i18n/texts.js';

// Apart from shopTexts (messages.ts): the shop's first screens, Home's pieces, download the
// texts, and only the screens that can meet these errors download them.

/** Messages the API answers with where the spec names none. */
export const shopErrors = defineTexts('shopErrors', {
  productNotFound: 'Product not found',
  categoryNotFound: 'Category not found',
  cartItemNotFound: 'This item is not in your cart',
  productUnavailable: 'This product is no longer available',
  quantityLimit: 'You can add at most 20 of one card',
  sortInvalid: 'Sort must be one of new, popular, priceDsc, priceAsc',
  pageInvalid: 'Page must be a whole number from 1',
  limitInvalid: 'Limit must be a whole number from 1 to 50',
  searchTooLong: 'Search must be at most 100 characters',
  idInvalid: 'The id is not valid',
  categoryIdInvalid: 'The category id is not valid',
  adminOnly: 'Only an admin can do this',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 120 characters',
  categoryNameTooLong: 'Name must be at most 60 characters',
  descriptionTooLong: 'Description must be at most 2000 characters',
  priceRequired: 'Price is required',
  priceInvalid:
    'Price must be an amount in rupees, above 0 and at most 100000, with at most 2 decimals',
  salePriceAboveMrp: 'The sale price must not be above the MRP',
  imagesRequired: 'Add at least one image',
  imagesTooMany: 'At most 6 images',
  imageNotProductImage: 'This image is not a product image',
  categoryNameTaken: 'A category with this name already exists',
});
