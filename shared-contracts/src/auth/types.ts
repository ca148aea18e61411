import type { UserProfile } from '../account/types.js';

/** PATCH /user/login. `portfolio` decides where the app goes: /home when true, else onboarding. */
export interface LoginResult {
  token: string;
  userId: string;
  portfolio: boolean;
  isOnboarded: boolean;
}

/** POST /user/register. */
export interface RegisterResult {
  token: string;
  userId: string;
}

/** PATCH /user/change-password: older tokens stop working, so the caller gets a fresh one. */
export interface PasswordChangedResult {
  token: string;
}

/**
 * PATCH /user/change-email: the updated profile, plus a fresh token (the change revokes the
 * account's older tokens, as a password change does).
 */
export interface EmailChangedResult extends UserProfile {
  token: string;
}

/** The claims of the bearer token. `id` is the user id, as the web app reads it. */
export interface TokenClaims {
  id: string;
  /** Bumped by every password change or reset; a token with an older value is refused. */
  ver: number;
  /** A random id (uuid) per token, so logout can revoke this one token on the server. */
  jti: string;
  iat?: number;
  exp?: number;
}
