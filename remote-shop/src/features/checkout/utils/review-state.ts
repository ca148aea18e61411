import type { AddressBookEntry } from 'shared-contracts';

/**
 * What the cart page's Checkout carries to the review: the address it checked. The cart is not
 * carried: it is in the cache, where the cart page left it.
 */
export interface ReviewState {
  address?: AddressBookEntry;
}

/** The navigation state, when there is one; a reload or a typed URL has none. */
export function reviewState(state: unknown): ReviewState {
  const carried = (state ?? {}) as { address?: unknown };
  return {
    address:
      carried.address && typeof carried.address === 'object'
        ? (carried.address as AddressBookEntry)
        : undefined,
  };
}
