import {
  changeEmailSchema,
  changePasswordSchema,
  changeUsernameSchema,
  forgotPasswordSchema,
  loginSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  signupSchema,
} from 'shared-contracts';
import { documented } from '../../openapi/documented.js';

const TOO_MANY = 'Too many attempts: wait and try again (`Retry-After`)';
const changePassword = documented({
  summary: 'Change your password',
  description: 'Answers a fresh token; every other session of the account ends.',
  tags: ['account'],
  auth: 'user',
  body: changePasswordSchema,
  responses: { 200: '`result.token`: the session goes on with it', 429: TOO_MANY },
});

/** The OpenAPI documentation of the account routes, with the schemas their handlers validate. */
export const ACCOUNT_DOCS = {
  register: documented({
    summary: 'Sign up',
    tags: ['account'],
    body: signupSchema,
    responses: {
      201: 'Signed up: `result.token`',
      409: 'The e-mail has an account',
      429: TOO_MANY,
    },
  }),
  login: documented({
    summary: 'Sign in',
    tags: ['account'],
    body: loginSchema,
    responses: { 200: 'Signed in: `result.token`', 401: 'Wrong e-mail or password', 429: TOO_MANY },
  }),
  logout: documented({
    summary: 'Sign out: the token presented stops working',
    description: 'Always answers success, with or without a valid token.',
    tags: ['account'],
    responses: { 200: 'Signed out' },
  }),
  forgot: documented({
    summary: 'Ask for a password reset link by mail',
    description: 'The same answer whether or not the address has an account.',
    tags: ['account'],
    body: forgotPasswordSchema,
    responses: { 200: 'Sent if the address is valid', 429: TOO_MANY },
  }),
  resetPassword: documented({
    summary: "Set a new password with a reset link's token",
    tags: ['account'],
    body: resetPasswordSchema,
    responses: { 200: 'Password set; every session of the account ends' },
  }),
  profile: documented({
    summary: 'Your account',
    tags: ['account'],
    auth: 'user',
    responses: { 200: 'The profile' },
  }),
  updateProfile: documented({
    summary: 'Change your name, phone numbers or address',
    tags: ['account'],
    auth: 'user',
    body: profileUpdateSchema,
    responses: { 200: 'The profile as saved' },
  }),
  changeUsername: documented({
    summary: 'Change your name',
    tags: ['account'],
    auth: 'user',
    body: changeUsernameSchema,
    responses: { 200: 'The profile as saved' },
  }),
  changeEmail: documented({
    summary: 'Change your e-mail address',
    description: 'Answers a fresh token; every other session ends and the old address is told.',
    tags: ['account'],
    auth: 'user',
    body: changeEmailSchema,
    responses: {
      200: 'The profile and `token`',
      409: 'The new e-mail has an account',
      429: TOO_MANY,
    },
  }),
  changePassword,
  changePasswordAlias: {
    schema: { ...changePassword.schema, summary: 'Change your password (alias)' },
  },
};
