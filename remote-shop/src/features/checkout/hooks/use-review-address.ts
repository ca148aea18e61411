import { shippingAddressOf, type AddressBookEntry } from 'shared-contracts';
import { canShipTo, useGetAddressBookQuery } from '../../../shared/address-book-api';

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
 * Where the order goes. The address book is asked again even when the cart page carried the
 * address: a person who changed it from here and came back (history keeps the old state) must not
 * have the order sent to the old one. The carried address shows until the answer comes, and is
 * used if the book cannot be read.
 */
export function useReviewAddress(carried: AddressBookEntry | undefined): ReviewAddress {
  const book = useGetAddressBookQuery(undefined, { refetchOnMountOrArgChange: true });
  const address = book.data ? shippingAddressOf(book.data) : carried;
  const settled = !book.isFetching;
  return {
    address,
    loading: !address && book.isLoading,
    canShip: settled && canShipTo(address),
    missing: settled && !canShipTo(address),
    error: address ? undefined : book.error,
    retry: () => void book.refetch(),
  };
}
