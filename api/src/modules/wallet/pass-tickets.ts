import { SignJWT, jwtVerify } from 'jose';
import { derivedKey } from '../../lib/jwt-secret.js';
import { isUuid } from '../../lib/uuid.js';

/**
 * How long a pass link works. The browser opens it the moment it is made, so minutes are plenty
 * (a slow phone network included), and a link copied from a history or a log is soon worthless.
 */
export const PASS_TICKET_LIFETIME_SECONDS = 5 * 60;

/**
 * Per client network, counted before the ticket is read. A person opens one link a tap; the
 * ceiling is for a script replaying a link, or trying tickets, which would otherwise keep the
 * places for image work (shared with every upload and QR code) taken.
 */
export const PASS_LINK_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

/**
 * What a ticket is for. Tickets are signed with a key of their own (derived from the JWT secret,
 * never the key that signs sessions), so neither kind of token verifies as the other; the audience
 * says the same in the token itself, and is required too.
 */
const AUDIENCE = 'tapfolio:apple-wallet-pass';
const PURPOSE = 'apple wallet pass tickets';
const ALGORITHM = 'HS256';

export interface PassTickets {
  /** A ticket naming `userId` alone, expiring PASS_TICKET_LIFETIME_SECONDS after `now`. */
  issue(userId: string, now?: Date): Promise<string>;
  /** The user a genuine, unexpired pass ticket names; undefined for anything else. */
  holder(ticket: string): Promise<string | undefined>;
}

/** Tickets for pass links, signed HS256 with a key derived from the API's JWT secret. */
export function createPassTickets(jwtSecret: string): PassTickets {
  const key = derivedKey(jwtSecret, PURPOSE);
  return {
    async issue(userId, now = new Date()) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(userId)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + PASS_TICKET_LIFETIME_SECONDS)
        .sign(key);
    },
    async holder(ticket) {
      try {
        const { payload } = await jwtVerify(ticket, key, {
          algorithms: [ALGORITHM],
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp'],
        });
        return isUuid(payload.sub) ? payload.sub : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
