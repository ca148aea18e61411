import { object, type InferType } from 'yup';
import { optionalPhoneField, text } from '../common/fields.js';
import { UNKNOWN_FIELDS_MESSAGE } from '../common/strict.js';
import { fullNameEditField } from '../auth/schemas.js';
import { validationMessages as m } from '../auth/messages.js';
import { addressSchema } from './address-schemas.js';

/** The fields checkout needs before it lets a person review an order. */
export const checkoutAddressSchema = object({
  name: text().required(m.checkoutAddressMissing),
  mobile: text().required(m.checkoutAddressMissing),
  address1: text().required(m.checkoutAddressMissing),
  district: text().required(m.checkoutAddressMissing),
  state: text().required(m.checkoutAddressMissing),
  pincode: text().required(m.checkoutAddressMissing),
}).required(m.checkoutAddressMissing);

/** The address a profile keeps (onboarding step 2): no contact, landmark or country. */
export const profileAddressSchema = addressSchema
  .pick(['buildingName', 'area', 'pincode', 'district', 'state'])
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
