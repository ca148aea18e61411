import type { AddressBookEntry, CartItem } from 'shared-contracts';

/** What the cart page's Checkout carries to the review: `{ cart, address }`. */
export interface ReviewState {
  cart?: CartItem[];
  address?: AddressBookEntry;
}

/** The navigation state, when there is one; a reload or a typed URL has none. */
export function reviewState(state: unknown): ReviewState {
  const carried = (state ?? {}) as { cart?: unknown; address?: unknown };
  return {
    cart: Array.isArray(carried.cart) ? (carried.cart as CartItem[]) : undefined,
    address:
      carried.address && typeof carried.address === 'object'
        ? (carried.address as AddressBookEntry)
        : undefined,
  };
}
