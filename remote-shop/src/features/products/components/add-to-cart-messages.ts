/** What Add to Cart says where the spec says nothing (issue 26). */
export const addToCartMessages = {
  /** Shown above the sign-in and registration forms a visitor's Add to Cart leads to. */
  signInReason: 'Sign in to add this card to your cart',
  failed: 'The card could not be added to your cart.',
} as const;

/** The action a visitor's Add to Cart asks the product page to finish after sign-in. */
export const ADD_TO_CART_ACTION = 'add-to-cart';
