import type { AddressBookEntry } from './types.js';

/**
 * The one shipping address a person has (the account page shows it, the editor edits it, the cart
 * delivers to it): the default entry, else the first.
 */
export function shippingAddressOf(
  entries: readonly AddressBookEntry[] | undefined,
): AddressBookEntry | undefined {
  return entries?.find((entry) => entry.default) ?? entries?.[0];
}
