/** The action a visitor's Add to Cart asks the product page to finish after sign-in. */
export const ADD_TO_CART_ACTION = 'add-to-cart';
