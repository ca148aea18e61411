import {
  checkoutAddressSchema,
  paths,
  type AddressBookEntry,
  type ApiSuccess,
} from 'shared-contracts';
import { shopApi } from '../api';

/**
 * The cart and the review show where the order goes; the address itself is edited in the account
 * pages.
 */
export const shopAddressBookApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getAddressBook: build.query<AddressBookEntry[], void>({
      query: () => ({ url: paths.addressBook }),
      transformResponse: (response: ApiSuccess<AddressBookEntry[]>) => response.result,
      providesTags: ['AddressBook'],
    }),
  }),
});

export const { useGetAddressBookQuery } = shopAddressBookApi;

/** Checkout needs name, mobile, address1, district, state and pincode (product-spec section 5). */
export const canShipTo = (address: AddressBookEntry | undefined): address is AddressBookEntry =>
  checkoutAddressSchema.isValidSync(address);
