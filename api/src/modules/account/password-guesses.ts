import { createHash } from 'node:crypto';
import { eq, like, lte, or, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { accountErrors } from 'shared-contracts';
import type { RateLimit } from '../../config.js';
import type { Database } from '../../db/client.js';
import { passwordGuesses } from '../../db/schema/index.js';
import { clientNetwork } from '../../lib/client-network.js';
import { HttpError } from '../../lib/http-error.js';

/** Hashed, so the table holds no e-mail or IP address in clear and every key has one length. */
const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

/** Login knows the account by the e-mail typed, known or not, so unknown ones are slowed alike. */
export const loginAccount = (email: string) => hashOf(`login:${email.toLowerCase()}`);
/** The signed-in routes that take a password (or the current e-mail) know the user by id. */
export const signedInAccount = (userId: string) => hashOf(`user:${userId}`);

/** One account's count from one client network; every network's of an account share a prefix. */
const keyOf = (account: string, ip: string) => `${account}/${hashOf(clientNetwork(ip))}`;

/**
 * Limit on password attempts at one account from one client network (clientNetwork: an IPv4
 * address, an IPv6 /64), in a fixed window, counted in the database so every API replica shares
 * the count. Kept per network so that a stranger guessing at someone's account stops only
 * themselves: the owner still signs in from their own network, and a password reset frees the
 * account on every network. Guessing from many networks at once is slowed by the per-address
 * limits in front of each route. Each attempt is counted before the password is checked (one
 * atomic upsert), so parallel guesses cannot slip past the limit while argon2 is busy.
 */
export function createPasswordGuesses(db: Database, { max, timeWindowMs }: RateLimit) {
  return {
    /** Counts one attempt on `account` from `ip`; past `max` in the window, a 429 with Retry-After. */
    async admit(account: string, ip: string, reply: FastifyReply) {
      const key = keyOf(account, ip);
      const now = new Date();
      const cutoff = new Date(now.getTime() - timeWindowMs).toISOString();
      const windowOver = sql`${passwordGuesses.windowStartedAt} <= ${cutoff}::timestamptz`;
      const [row] = await db
        .insert(passwordGuesses)
        .values({ key, attempts: 1, windowStartedAt: now })
        .onConflictDoUpdate({
          target: passwordGuesses.key,
          set: {
            attempts: sql`case when ${windowOver} then 1 else ${passwordGuesses.attempts} + 1 end`,
            windowStartedAt: sql`case when ${windowOver} then ${now.toISOString()}::timestamptz else ${passwordGuesses.windowStartedAt} end`,
          },
        })
        .returning({
          attempts: passwordGuesses.attempts,
          windowStartedAt: passwordGuesses.windowStartedAt,
        });
      if (row!.attempts <= max) return;
      const endsInMs = row!.windowStartedAt.getTime() + timeWindowMs - now.getTime();
      reply.header('retry-after', Math.max(1, Math.ceil(endsInMs / 1000)));
      throw new HttpError(429, accountErrors.tooManyRequests, 'RATE_LIMITED');
    },

    /**
     * The right password was given from `ip`: that network's count starts again. Someone who knows
     * the password gains nothing from a fresh count, while keeping it would lock the owner out
     * after a few typos spread over the window. Other networks keep theirs: the owner signing in
     * must not hand a stranger a fresh count. Windows that are over are purged on the way.
     */
    async succeeded(account: string, ip: string) {
      const cutoff = new Date(Date.now() - timeWindowMs);
      await db
        .delete(passwordGuesses)
        .where(
          or(
            eq(passwordGuesses.key, keyOf(account, ip)),
            lte(passwordGuesses.windowStartedAt, cutoff),
          ),
        );
    },

    /** Every network's count on `account`: the password was reset, so the guesses were at the old one. */
    async forget(account: string) {
      await db.delete(passwordGuesses).where(like(passwordGuesses.key, `${account}/%`));
    },
  };
}

export type PasswordGuesses = ReturnType<typeof createPasswordGuesses>;
