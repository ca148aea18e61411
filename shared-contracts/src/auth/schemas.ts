import { object, ref, type InferType } from 'yup';
import {
  emailField,
  fullNameField,
  nameCharacters,
  nameLength,
  lowerText,
  passwordMaxLength,
  rawText,
  text,
} from '../common/fields.js';
import { UNKNOWN_FIELDS_MESSAGE } from '../common/strict.js';
import { changePasswordLabels, signupPasswordLabels, validationMessages as m } from './messages.js';
import { meetsPasswordRules, passwordRule } from './password-rules.js';

export const loginSchema = object({
  email: emailField(m.loginEmailRequired, m.loginEmailInvalid),
  password: passwordMaxLength().required(m.loginPasswordRequired).min(8, m.loginPasswordTooShort),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type LoginRequest = InferType<typeof loginSchema>;

/** Each rule fails with its own checklist label, so the form can show which one is unmet. */
const signupPassword = passwordMaxLength()
  .required(signupPasswordLabels.minLength)
  .test('min-length', signupPasswordLabels.minLength, (v) => !v || passwordRule('minLength')(v))
  .test('mixed-case', signupPasswordLabels.mixedCase, (v) => !v || passwordRule('mixedCase')(v))
  .test('digit', signupPasswordLabels.digit, (v) => !v || passwordRule('digit')(v));

export const signupSchema = object({
  name: fullNameField(m.signupNameRequired, m.signupNameTooShort),
  email: emailField(m.signupEmailRequired, m.signupEmailInvalid),
  password: signupPassword,
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type SignupRequest = InferType<typeof signupSchema>;

export const forgotPasswordSchema = object({
  email: emailField(m.forgotEmailRequired, m.forgotEmailInvalid),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type ForgotPasswordRequest = InferType<typeof forgotPasswordSchema>;

const strongPassword = (required: string) =>
  passwordMaxLength()
    .required(required)
    .test('rules', m.passwordRequirementsNotMet, (v) => !v || meetsPasswordRules(v));

/** The reset screen: New Password and Confirm New Password. */
export const resetPasswordFormSchema = object({
  password: strongPassword(m.resetBothRequired),
  confirmPassword: rawText()
    .required(m.resetBothRequired)
    .oneOf([ref('password')], m.passwordsDoNotMatch),
});
export type ResetPasswordForm = InferType<typeof resetPasswordFormSchema>;

/** The token of a mailed link (reset, verification, invitation): 32 random bytes, base64url. */
export const linkToken = (message: string) => text().required(message).max(200, message);

export const resetPasswordSchema = object({
  token: linkToken(m.resetTokenMissing),
  password: strongPassword(m.resetBothRequired),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type ResetPasswordRequest = InferType<typeof resetPasswordSchema>;

const newEmail = emailField(m.newEmailRequired, m.newEmailInvalid);

const currentPassword = passwordMaxLength().required(m.currentPasswordRequired);

/** A change of e-mail asks for the password too: a session alone must not hand the account over. */
export const changeEmailFormSchema = object({
  currentEmail: emailField(m.currentEmailRequired, m.newEmailInvalid),
  newEmail: newEmail.notOneOf([ref('currentEmail')], m.newEmailUnchanged),
  confirmEmail: lowerText()
    .required(m.emailsDoNotMatch)
    .oneOf([ref('newEmail')], m.emailsDoNotMatch),
  currentPassword,
});
export type ChangeEmailForm = InferType<typeof changeEmailFormSchema>;

export const changeEmailSchema = object({
  currentEmail: emailField(m.currentEmailRequired, m.newEmailInvalid),
  newEmail: newEmail.notOneOf([ref('currentEmail')], m.newEmailUnchanged),
  currentPassword,
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type ChangeEmailRequest = InferType<typeof changeEmailSchema>;

/** POST /user/verify-email: the token from a verification or e-mail change link. */
export const verifyEmailSchema = object({
  token: linkToken(m.emailLinkMissing),
}).exact(UNKNOWN_FIELDS_MESSAGE);
export type VerifyEmailRequest = InferType<typeof verifyEmailSchema>;
const newPassword = strongPassword(m.newPasswordRequired);

export const changePasswordFormSchema = object({
  currentPassword,
  newPassword,
  confirmPassword: rawText()
    .required(m.confirmPasswordRequired)
    .oneOf([ref('newPassword')], m.passwordsDoNotMatch),
});
export type ChangePasswordForm = InferType<typeof changePasswordFormSchema>;

export const changePasswordSchema = object({ currentPassword, newPassword }).exact(
  UNKNOWN_FIELDS_MESSAGE,
);
export type ChangePasswordRequest = InferType<typeof changePasswordSchema>;

export { changePasswordLabels, signupPasswordLabels };

/**
 * The name rule of every name field (the sheet also filters while typing). The name sheet says one
 * thing for every refusal (spec: "Please enter a valid name").
 */
export const fullNameEditField = () =>
  nameLength(m.nameInvalid, m.nameInvalid)
    .required(m.nameInvalid)
    .test(nameCharacters(m.nameInvalid));

export const changeUsernameSchema = object({ name: fullNameEditField() }).exact(
  UNKNOWN_FIELDS_MESSAGE,
);
export type ChangeUsernameRequest = InferType<typeof changeUsernameSchema>;
