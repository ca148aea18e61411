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
 * PATCH /user/change-email: nothing changes yet; a link went to `pendingEmail`, and the address
 * becomes the account's when it is opened (POST /user/verify-email).
 */
export interface EmailChangeRequestedResult {
  pendingEmail: string;
}

/**
 * POST /user/verify-email: the account's address, now verified. After a change of address every
 * older token stops working; a request that came with the account's own current session gets a
 * fresh `token` to go on with.
 */
export interface EmailVerifiedResult {
  email: string;
  changed: boolean;
  token?: string;
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
