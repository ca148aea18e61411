import { shippingAddressOf, type AddressBookEntry } from 'shared-contracts';
import { useHostResource } from 'web-kit';
import { canShipTo } from '../../../shared/ship-to';

export interface ReviewAddress {
  address: AddressBookEntry | undefined;
  loading: boolean;
  /** The address is complete and current: an order may be sent there. */
  canShip: boolean;
  /** Known to be missing or incomplete: paying waits for the person to add it. */
  missing: boolean;
  /** Set when the book could not be read and no address was carried either. */
  error: unknown;
  retry: () => void;
}

/**
 * Where the order goes: the address book as remote-auth's slice holds it, so an address changed
 * from here (history keeps the old navigation state) is the one the order goes to. The carried
 * address shows until the book is read, and is used if it cannot be.
 */
export function useReviewAddress(carried: AddressBookEntry | undefined): ReviewAddress {
  const book = useHostResource('AddressBook');
  const address = book.data ? shippingAddressOf(book.data) : carried;
  const settled = !book.isFetching;
  return {
    address,
    loading: !address && book.isLoading,
    canShip: settled && canShipTo(address),
    missing: settled && !canShipTo(address),
    error: address ? undefined : book.error,
    retry: book.refetch,
  };
}
