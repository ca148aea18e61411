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
import { isPersonName, plainNameMarks } from './person-name.js';
import { EMAIL_PATTERN, graphemeCount } from './text.js';
import { validationMessages as m } from '../auth/messages.js';

/**
 * Field rules shared by the schemas. Each takes the messages a screen uses, because the spec gives
 * the same rule different words on different screens.
 */

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * A string that is trimmed as it is cast. Yup's own trim() and lowercase() call the method on
 * whatever arrives, so a list or object in a request body would throw instead of failing validation.
 */
export const text = () => string().typeError(m.notText).transform(trimmed);

/** As typed, untrimmed: passwords. */
export const rawText = () => string().typeError(m.notText);

export const lowerText = () =>
  rawText().transform((value: unknown) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  );

export const emailField = (required: string, invalid: string) =>
  lowerText()
    .required(required)
    .max(EMAIL_MAX_LENGTH, m.emailTooLong)
    .matches(EMAIL_PATTERN, { message: invalid, excludeEmptyString: true });

/** Valid input is normalised to +91XXXXXXXXXX; invalid input is left as typed so the test fails. */
const phoneRule = (allowAbsent: (value: string | undefined) => boolean) =>
  text()
    .transform((value: unknown) =>
      typeof value === 'string' ? (normalisePhone(value) ?? value) : value,
    )
    .test(
      'indian-mobile',
      m.phoneInvalid,
      (value) => allowAbsent(value) || normalisePhone(value ?? '') === value,
    );

/** Required: an empty value gets the required message, not the format one. */
export const phoneField = (required: string) => phoneRule((v) => !v).required(required);

/** May be left blank (nothing is stored to erase); when filled, it must be a number. */
export const blankablePhoneField = () => phoneRule((v) => !v).default('');

/** May be left out; when sent, it must be a number (a blank would erase the stored one). */
export const optionalPhoneField = () => phoneRule((v) => v === undefined).optional();

export const pincodeField = () =>
  text()
    .required(m.pincodeRequired)
    .test('pincode', m.pincodeInvalid, (value) => !value || isValidPincode(value));

/**
 * Names are compared and counted as people see them: NFC, one count per visible letter, and a
 * phone's curly apostrophe as the plain one.
 */
export const nameText = () =>
  rawText().transform((value: unknown) =>
    typeof value === 'string' ? plainNameMarks(value.trim().normalize('NFC')) : value,
  );

/** The one rule of what a person's name may hold (person-name.ts), as a schema test. */
export const nameCharacters = (invalid: string) => ({
  name: 'name-characters',
  message: invalid,
  test: (value: string | undefined) => !value || isPersonName(value),
});

export const nameLength = (tooShort: string, tooLong: string = m.signupNameTooLong) =>
  nameText()
    .test(
      'min-length',
      tooShort,
      (v) => !v || graphemeCount(v, FULL_NAME_MIN_LENGTH) >= FULL_NAME_MIN_LENGTH,
    )
    .test(
      'max-length',
      tooLong,
      (v) => !v || graphemeCount(v, FULL_NAME_MAX_LENGTH) <= FULL_NAME_MAX_LENGTH,
    );

/** A person's own name: the card's, the account's, the printed card's. */
export const fullNameField = (
  required: string,
  tooShort: string,
  invalid: string = m.nameInvalid,
) => nameLength(tooShort).required(required).test(nameCharacters(invalid));

export const requiredText = (required: string) =>
  text().required(required).max(TEXT_MAX_LENGTH, m.textTooLong);

/** May be absent or null (a form clears read-only fields to null when a look-up fails). */
export const optionalText = () =>
  text()
    .transform((value: unknown) => (value === null ? '' : value))
    .max(TEXT_MAX_LENGTH, m.textTooLong);

export const passwordMaxLength = () => rawText().max(PASSWORD_MAX_LENGTH, m.passwordTooLong);
