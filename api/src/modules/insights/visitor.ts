import { createHmac, randomBytes } from 'node:crypto';
import { derivedKey } from '../../lib/jwt-secret.js';

/** What a request tells apart, and nothing more is kept of it: the address never leaves memory. */
export interface VisitorSeen {
  userId: string;
  ip: string;
  userAgent: string;
}

/** A new day's salt: random, so last month's hashes cannot be recomputed once it is deleted. */
export const newDaySalt = () => randomBytes(32).toString('base64url');

/** The server's own key for visitors, derived from the JWT secret: never the key that signs sessions. */
export const insightsKey = (jwtSecret: string): Buffer =>
  derivedKey(jwtSecret, 'insights visitors');

/**
 * The day's key: the server's own key (insightsKey) (so a leaked table alone cannot be brute-forced over
 * the IPv4 space) and the day's salt (so no hash links one day's visitor to another's).
 */
export const dayKey = (secret: Buffer, salt: string): Buffer =>
  createHmac('sha256', secret).update(`tapfolio insights visitor\n${salt}`).digest();

/** The visitor of one card on one day: the same person on another card is someone else. */
export const visitorHash = (key: Buffer, seen: VisitorSeen): string =>
  createHmac('sha256', key)
    .update(`${seen.ip}\n${seen.userAgent}\n${seen.userId}`)
    .digest('base64url');
