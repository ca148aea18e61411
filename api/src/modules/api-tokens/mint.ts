import { randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX } from 'shared-contracts';

/** How many of the token's own characters (after `tfp_`) the list shows to tell tokens apart. */
const SHOWN_CHARACTERS = 8;

/**
 * A new personal API token: `tfp_` and 32 random bytes in base64url (256 bits, 43 characters),
 * and the few characters of it the list shows. Only its hash is stored (repository.ts).
 */
export function mintApiToken(): { token: string; prefix: string } {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${API_TOKEN_PREFIX}${secret}`, prefix: secret.slice(0, SHOWN_CHARACTERS) };
}
