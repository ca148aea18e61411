import {
  changeEmailSchema,
  changePasswordSchema,
  changeUsernameSchema,
  forgotPasswordSchema,
  grantRoleSchema,
  LANGUAGES,
  languageUpdateSchema,
  ROLES,
  loginSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  signupSchema,
  verifyEmailSchema,
} from 'shared-contracts';
import { envelope } from '../../openapi/answers.js';
import { documented } from '../../openapi/documented.js';
import { BOOLEAN, STRING, nullable, objectOf, oneOfValues } from '../../openapi/shapes.js';

/** `UserProfile`: what GET /user/profile and the changes answer. */
export const USER_PROFILE = objectOf({
  _id: STRING,
  name: STRING,
  email: STRING,
  phoneNumber: nullable(STRING),
  whatsappNumber: nullable(STRING),
  addressInfo: nullable(
    objectOf({
      buildingName: STRING,
      area: STRING,
      pincode: STRING,
      district: STRING,
      state: STRING,
    }),
  ),
  portfolio: { ...nullable(STRING), description: "The portfolio's id once there is one" },
  isOnboarded: BOOLEAN,
  emailVerified: { ...BOOLEAN, description: 'Whether a link mailed to `email` was opened' },
  role: { ...oneOfValues(ROLES), description: '`staff` and `admin` may open the back office' },
  language: {
    ...oneOfValues(LANGUAGES),
    description: "The person's language: the app's, their e-mails' and the API's messages to them",
  },
});
const TOKEN = objectOf({ token: STRING });
const NOTHING = { type: 'null' } as const;

const TOO_MANY = 'Too many attempts: wait and try again (`Retry-After`)';
const changePassword = {
  operationId: 'changePassword',
  summary: 'Change your password',
  description: 'Answers a fresh token; every other session of the account ends.',
  tags: ['account' as const],
  auth: 'user' as const,
  body: changePasswordSchema,
  responses: {
    200: envelope('`token`: the session goes on with it', TOKEN),
    400: 'Not valid, or the current password is wrong',
    429: TOO_MANY,
  },
};

/** The OpenAPI documentation of the account routes, with the schemas their handlers validate. */
export const ACCOUNT_DOCS = {
  register: documented({
    operationId: 'register',
    summary: 'Sign up',
    tags: ['account'],
    body: signupSchema,
    responses: {
      201: envelope('Signed up', objectOf({ token: STRING, userId: STRING })),
      409: 'The e-mail has an account',
      429: TOO_MANY,
    },
  }),
  login: documented({
    operationId: 'login',
    summary: 'Sign in',
    tags: ['account'],
    body: loginSchema,
    responses: {
      200: envelope(
        'Signed in: `portfolio` says whether the account has made its card',
        objectOf({ token: STRING, userId: STRING, portfolio: BOOLEAN, isOnboarded: BOOLEAN }),
      ),
      401: 'Wrong e-mail or password',
      429: TOO_MANY,
    },
  }),
  logout: documented({
    operationId: 'logout',
    summary: 'Sign out: the token presented stops working',
    description: 'Always answers success, with or without a valid token.',
    tags: ['account'],
    responses: { 200: envelope('Signed out', NOTHING) },
  }),
  forgot: documented({
    operationId: 'forgotPassword',
    summary: 'Ask for a password reset link by mail',
    description: 'The same answer whether or not the address has an account.',
    tags: ['account'],
    body: forgotPasswordSchema,
    responses: { 200: envelope('Sent if the address has an account', NOTHING), 429: TOO_MANY },
  }),
  resetPassword: documented({
    operationId: 'resetPassword',
    summary: "Set a new password with a reset link's token",
    tags: ['account'],
    body: resetPasswordSchema,
    responses: {
      200: envelope('Password set; every session of the account ends', NOTHING),
      400: 'Not valid, or the link is used or expired',
    },
  }),
  profile: documented({
    operationId: 'getProfile',
    summary: 'Your account',
    tags: ['account'],
    auth: 'user',
    responses: { 200: envelope('The profile', USER_PROFILE) },
  }),
  updateProfile: documented({
    operationId: 'updateProfile',
    summary: 'Change your name, phone numbers or address',
    tags: ['account'],
    auth: 'user',
    body: profileUpdateSchema,
    responses: { 200: envelope('The profile as saved', USER_PROFILE) },
  }),
  changeLanguage: documented({
    operationId: 'changeLanguage',
    summary: 'Choose your language',
    description:
      'The language of the app, of your e-mails and of the messages the API answers you with ' +
      '(a request with `Accept-Language` is answered in that one).',
    tags: ['account'],
    auth: 'user',
    body: languageUpdateSchema,
    responses: {
      200: envelope('The profile as saved', USER_PROFILE),
      400: 'Not one of the languages offered',
    },
  }),
  changeUsername: documented({
    operationId: 'changeUsername',
    summary: 'Change your name',
    tags: ['account'],
    auth: 'user',
    body: changeUsernameSchema,
    responses: { 200: envelope('The profile as saved', USER_PROFILE) },
  }),
  changeEmail: documented({
    operationId: 'changeEmail',
    summary: 'Ask to change your e-mail address',
    description:
      'Needs the current password (counted as a guess). Nothing changes yet: a link goes to the ' +
      'new address and the old one is told; opening the link (verifyEmail) makes the change.',
    tags: ['account'],
    auth: 'user',
    body: changeEmailSchema,
    responses: {
      200: envelope('The link is sent to `pendingEmail`', objectOf({ pendingEmail: STRING })),
      400: 'Not valid, the current e-mail is not this account’s, or the password is wrong',
      409: 'The new e-mail has an account',
      429: TOO_MANY,
    },
  }),
  verifyEmail: documented({
    operationId: 'verifyEmail',
    summary: 'Open a verification or e-mail change link',
    description:
      'A verification link proves the account’s address. A change link makes its address the ' +
      'account’s: every session ends, the old address is told, and a request made with the ' +
      'account’s own current session gets a fresh `token`.',
    tags: ['account'],
    body: verifyEmailSchema,
    responses: {
      200: envelope(
        'The address is verified (`changed` when it became the account’s)',
        objectOf({ email: STRING, changed: BOOLEAN, token: STRING }, ['token']),
      ),
      400: 'Not valid, or the link is unknown, used or expired',
      409: 'The new address got an account of its own since the link was sent',
    },
  }),
  resendVerification: documented({
    operationId: 'resendVerification',
    summary: 'Mail a new verification link to your address',
    tags: ['account'],
    auth: 'user',
    responses: {
      200: envelope('Sent, or the address is already verified', NOTHING),
      429: 'Five links were sent in the last hour',
    },
  }),
  changePassword: documented(changePassword),
  changePasswordAlias: documented({
    ...changePassword,
    operationId: 'changePasswordAlias',
    summary: 'Change your password (alias)',
  }),
};

/** The admins' Roles screen. */
export const ROLE_DOCS = {
  grant: documented({
    operationId: 'grantRole',
    summary: 'Give an account (by e-mail) a role: user, staff or admin',
    description:
      'A staff role goes only to an account whose e-mail is verified; an admin cannot change ' +
      'their own role. Recorded in the audit log.',
    tags: ['admin'],
    auth: 'admin',
    body: grantRoleSchema,
    responses: {
      200: envelope(
        'The account’s role now',
        objectOf({ email: STRING, role: oneOfValues(ROLES) }),
      ),
      404: 'No account has this e-mail',
      409: 'The account’s e-mail is not verified',
    },
  }),
};
