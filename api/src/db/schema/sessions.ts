import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Tokens ended by logout before their expiry. A row is only needed until the token would have
 * expired anyway, so `expires_at` (the token's own `exp`) tells when it may be purged.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: uuid('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('revoked_tokens_expires_at_idx').on(table.expiresAt)],
);

/**
 * Password attempts per account in a fixed window, shared by every API replica. `key` is a hash
 * of what the account is known by on that route (the e-mail at login, the user id when signed
 * in), so unknown e-mails are counted like real ones and no address is stored in clear.
 */
export const passwordGuesses = pgTable(
  'password_guesses',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('password_guesses_window_started_at_idx').on(table.windowStartedAt)],
);
