import { boolean, object, string, type InferType } from 'yup';
import {
  ADDRESS_TYPES,
  DEFAULT_ADDRESS_IS_DEFAULT,
  DEFAULT_ADDRESS_TYPE,
  FULL_NAME_MAX_LENGTH,
} from '../common/constants.js';
import {
  optionalPhoneField,
  optionalText,
  phoneField,
  pincodeField,
  requiredText,
  text,
} from '../common/fields.js';
import { UNKNOWN_FIELDS_MESSAGE } from '../common/strict.js';
import { fullNameEditField } from '../auth/schemas.js';
import { validationMessages as m } from '../auth/messages.js';

/**
 * Edit Shipping Address. District, state and country are read-only on the form: the server fills
 * them from the pincode, so whatever a client sends there is only a hint.
 */
export const shippingAddressSchema = object({
  name: text()
    .required(m.shippingNameRequired)
    .max(FULL_NAME_MAX_LENGTH, m.signupNameTooLong)
    .test('no-digits', m.shippingNameDigits, (v) => !v || !/\p{Nd}/u.test(v)),
  mobile: phoneField(m.shippingMobileRequired),
  address1: requiredText(m.shippingAddress1Required),
  address2: requiredText(m.shippingAddress2Required),
  landmark: optionalText().default(''),
  pincode: pincodeField(),
  district: optionalText().default(''),
  state: optionalText().default(''),
  country: optionalText().default(''),
  type: string()
    .typeError(m.addressTypeInvalid)
    .oneOf(ADDRESS_TYPES, m.addressTypeInvalid)
    .default(DEFAULT_ADDRESS_TYPE),
  default: boolean().typeError(m.notABoolean).default(DEFAULT_ADDRESS_IS_DEFAULT),
});
export type ShippingAddressForm = InferType<typeof shippingAddressSchema>;

/** The address book request: the form's fields, plus the id the client may echo back. */
export const addressBookEntrySchema = shippingAddressSchema
  .shape({ id: text().optional(), _id: text().optional() })
  .exact(UNKNOWN_FIELDS_MESSAGE);
export type AddressBookEntryRequest = InferType<typeof addressBookEntrySchema>;

/** The fields checkout needs before it lets a person review an order. */
export const checkoutAddressSchema = object({
  name: text().required(m.checkoutAddressMissing),
  mobile: text().required(m.checkoutAddressMissing),
  address1: text().required(m.checkoutAddressMissing),
  district: text().required(m.checkoutAddressMissing),
  state: text().required(m.checkoutAddressMissing),
  pincode: text().required(m.checkoutAddressMissing),
}).required(m.checkoutAddressMissing);

export const profileAddressSchema = object({
  buildingName: requiredText(m.buildingNameRequired),
  area: requiredText(m.areaRequired),
  pincode: pincodeField(),
  district: optionalText().default(''),
  state: optionalText().default(''),
})
  .typeError(m.notAnObject)
  .exact(UNKNOWN_FIELDS_MESSAGE);

/** PATCH /user/profile: any of these, at least one. Email and password have their own calls. */
export const profileUpdateSchema = object({
  name: fullNameEditField().optional().default(undefined),
  phoneNumber: optionalPhoneField(),
  whatsappNumber: optionalPhoneField(),
  addressInfo: profileAddressSchema.optional().default(undefined),
})
  .exact(UNKNOWN_FIELDS_MESSAGE)
  .test(
    'at-least-one',
    m.atLeastOneField,
    (value) => !!value && Object.values(value).some((v) => v !== undefined),
  );
export type ProfileUpdateRequest = InferType<typeof profileUpdateSchema>;
