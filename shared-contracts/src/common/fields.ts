import { string } from 'yup';
import {
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  FULL_NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from './constants.js';
import { normalisePhone } from './phone.js';
import { isValidPincode } from './pincode.js';
import { EMAIL_PATTERN } from './text.js';
import { validationMessages as m } from '../auth/messages.js';

/**
 * Field rules shared by the schemas. Each takes the messages a screen uses, because the spec gives
 * the same rule different words on different screens.
 */

export const emailField = (required: string, invalid: string) =>
  string()
    .trim()
    .lowercase()
    .required(required)
    .max(EMAIL_MAX_LENGTH, m.emailTooLong)
    .matches(EMAIL_PATTERN, { message: invalid, excludeEmptyString: true });

/** Valid input is normalised to +91XXXXXXXXXX; invalid input is left as typed so the test fails. */
const phoneRule = () =>
  string()
    .trim()
    .transform((value: unknown) =>
      typeof value === 'string' ? (normalisePhone(value) ?? value) : value,
    )
    .test('indian-mobile', m.phoneInvalid, (value) => !value || normalisePhone(value) === value);

export const phoneField = (required: string) => phoneRule().required(required);

export const optionalPhoneField = () => phoneRule().optional();

export const pincodeField = () =>
  string()
    .trim()
    .required(m.pincodeRequired)
    .test('pincode', m.pincodeInvalid, (value) => !value || isValidPincode(value));

export const fullNameField = (required: string, tooShort: string) =>
  string()
    .trim()
    .required(required)
    .test('min-length', tooShort, (value) => !value || [...value].length >= FULL_NAME_MIN_LENGTH)
    .test(
      'max-length',
      m.signupNameTooLong,
      (value) => !value || [...value].length <= FULL_NAME_MAX_LENGTH,
    );

export const requiredText = (required: string) =>
  string().trim().required(required).max(TEXT_MAX_LENGTH, m.textTooLong);

export const optionalText = () => string().trim().max(TEXT_MAX_LENGTH, m.textTooLong);

export const passwordMaxLength = () => string().max(PASSWORD_MAX_LENGTH, m.passwordTooLong);
