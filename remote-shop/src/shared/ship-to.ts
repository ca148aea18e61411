import { checkoutAddressSchema, type AddressBookEntry } from 'shared-contracts';

/** Checkout needs name, mobile, address1, district, state and pincode (product-spec section 5). */
export const canShipTo = (address: AddressBookEntry | undefined): address is AddressBookEntry =>
  checkoutAddressSchema.isValidSync(address);
