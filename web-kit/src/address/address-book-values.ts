import {
  ADDRESS_MOBILE_MAX_DIGITS,
  addressSchema,
  DEFAULT_ADDRESS_IS_DEFAULT,
  DEFAULT_ADDRESS_TYPE,
  digitsOnly,
  nationalDigits,
  type AddressBookEntry,
  type AddressBookEntryRequest,
} from 'shared-contracts';
import { fieldErrors, type HostError } from '../host/request';
import { blankAddress, type AddressValues } from './address-values';

/** An address book entry as the address form shows it; no entry gives a blank form. */
export function addressValuesOf(entry: AddressBookEntry | undefined): AddressValues {
  if (!entry) return blankAddress;
  return {
    name: entry.name,
    mobile: nationalDigits(entry.mobile) || digitsOnly(entry.mobile, ADDRESS_MOBILE_MAX_DIGITS),
    buildingName: entry.address1,
    area: entry.address2,
    landmark: entry.landmark ?? '',
    pincode: entry.pincode,
    district: entry.district ?? '',
    state: entry.state ?? '',
    country: entry.country ?? '',
  };
}

/** POST or PATCH /addressbook for the form's address: cast (trimmed, +91 mobile), book names. */
export function addressBookRequestOf(values: AddressValues): AddressBookEntryRequest {
  const address = addressSchema.cast(values);
  return {
    name: address.name,
    mobile: address.mobile,
    address1: address.buildingName,
    address2: address.area,
    landmark: address.landmark,
    pincode: address.pincode,
    district: address.district,
    state: address.state,
    country: address.country,
    type: DEFAULT_ADDRESS_TYPE,
    default: DEFAULT_ADDRESS_IS_DEFAULT,
  };
}

const FORM_NAME_OF: Record<string, keyof AddressValues> = {
  address1: 'buildingName',
  address2: 'area',
};

/**
 * A failed address book call whose field messages name the form's fields instead of the book's,
 * so they can go onto the fields like any other server error.
 */
export function withAddressFormNames(error: unknown): unknown {
  const fields = Object.entries(fieldErrors(error));
  if (fields.length === 0) return error;
  const failure = error as HostError;
  const renamed = fields.map(([path, message]) => [FORM_NAME_OF[path] ?? path, message]);
  return { ...failure, data: { ...failure.data, fields: Object.fromEntries(renamed) } };
}
