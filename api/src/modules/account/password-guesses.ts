import { createHash } from 'node:crypto';
import { eq, lte, or, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { accountErrors } from 'shared-contracts';
import type { RateLimit } from '../../config.js';
import type { Database } from '../../db/client.js';
import { passwordGuesses } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-error.js';

/** Hashed, so the table holds no e-mail address in clear and every key has one length. */
const keyOf = (account: string) => createHash('sha256').update(account).digest('hex');

/** Login knows the account by the e-mail typed, known or not, so unknown ones are slowed alike. */
export const loginAccount = (email: string) => keyOf(`login:${email.toLowerCase()}`);
/** The signed-in routes that take a password (or the current e-mail) know the user by id. */
export const signedInAccount = (userId: string) => keyOf(`user:${userId}`);

/**
 * Per-account limit on password attempts in a fixed window, counted in the database so every API
 * replica shares the count. Each attempt is counted before the password is checked (one atomic
 * upsert), so parallel guesses cannot slip past the limit while argon2 is busy.
 */
export function createPasswordGuesses(db: Database, { max, timeWindowMs }: RateLimit) {
  return {
    /** Counts one attempt on `key`; past `max` in the window, a 429 with Retry-After. */
    async admit(key: string, reply: FastifyReply) {
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
     * The right password was given: the count starts again. Someone who knows the password gains
     * nothing from a fresh count, while keeping it would lock the owner out after a few typos
     * spread over the window. Windows that are over are purged on the way.
     */
    async succeeded(key: string) {
      const cutoff = new Date(Date.now() - timeWindowMs);
      await db
        .delete(passwordGuesses)
        .where(or(eq(passwordGuesses.key, key), lte(passwordGuesses.windowStartedAt, cutoff)));
    },
  };
}

export type PasswordGuesses = ReturnType<typeof createPasswordGuesses>;
