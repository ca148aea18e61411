import { boolean, object, string, type InferType } from 'yup';
import {
  ADDRESS_TYPES,
  DEFAULT_ADDRESS_IS_DEFAULT,
  DEFAULT_ADDRESS_TYPE,
  FULL_NAME_MAX_LENGTH,
} from '../common/constants.js';
import {
  nameCharacters,
  nameText,
  optionalText,
  phoneField,
  pincodeField,
  requiredText,
  text,
} from '../common/fields.js';
import { UNKNOWN_FIELDS_MESSAGE } from '../common/strict.js';
import { validationMessages as m } from '../auth/messages.js';

/**
 * Each rule of an address, written once. The schemas put them under the names their form or
 * request uses: the address book calls the building `address1` and the area `address2`.
 */
export const addressRules = {
  // The person a parcel goes to: a name by the same rule as everywhere (no minimum length here).
  name: nameText()
    .required(m.shippingNameRequired)
    .max(FULL_NAME_MAX_LENGTH, m.signupNameTooLong)
    .test(nameCharacters(m.nameInvalid)),
  mobile: phoneField(m.shippingMobileRequired),
  buildingName: requiredText(m.buildingNameRequired),
  area: requiredText(m.areaRequired),
  landmark: optionalText().default(''),
  pincode: pincodeField(),
  // The place is the pincode's: read-only on a form, cleared to null when its look-up fails, and
  // looked up again by the server, so whatever a client sends is only a hint.
  district: optionalText().default(''),
  state: optionalText().default(''),
  country: optionalText().default(''),
};

/**
 * The address a person types, with the name and mobile a parcel goes to: the address form's
 * schema. A form that shows fewer fields validates a `.pick` of it.
 */
export const addressSchema = object(addressRules);
export type AddressForm = InferType<typeof addressSchema>;

/** POST and PATCH /addressbook: the address under the book's names, and what the book keeps. */
export const addressBookEntrySchema = object({
  name: addressRules.name,
  mobile: addressRules.mobile,
  address1: addressRules.buildingName,
  address2: addressRules.area,
  landmark: addressRules.landmark,
  pincode: addressRules.pincode,
  district: addressRules.district,
  state: addressRules.state,
  country: addressRules.country,
  type: string()
    .typeError(m.addressTypeInvalid)
    .oneOf(ADDRESS_TYPES, m.addressTypeInvalid)
    .default(DEFAULT_ADDRESS_TYPE),
  default: boolean().typeError(m.notABoolean).default(DEFAULT_ADDRESS_IS_DEFAULT),
  // The id a client may echo back; the URL names the entry.
  id: text().optional(),
  _id: text().optional(),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type AddressBookEntryRequest = InferType<typeof addressBookEntrySchema>;
