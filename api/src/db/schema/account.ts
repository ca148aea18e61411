import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AddressInfo, Language, Role } from 'shared-contracts';
import { id, timestamps } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    /** Always stored lower-cased, so the unique index is case-insensitive in effect. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    phoneNumber: text('phone_number'),
    whatsappNumber: text('whatsapp_number'),
    addressInfo: jsonb('address_info').$type<AddressInfo>(),
    isOnboarded: boolean('is_onboarded').notNull().default(false),
    /** Carried in every token as `ver`; bumped on a password change or reset to revoke older ones. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** 'staff' and 'admin' work in the back office; only an admin grants roles (grantRole). */
    role: text('role').$type<Role>().notNull().default('user'),
    /** When a link mailed to `email` was opened (or a reset link was used); null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The person's language (issue 30): the app's, their e-mails' and the API's messages to them. */
    language: text('language').$type<Language>().notNull().default('en'),
    ...timestamps,
  },
  (table) => [
    // The back office's queue finds an order by any part of its buyer's e-mail (pg_trgm).
    // Without fastupdate, a new account is in the index at once (PGlite runs no autovacuum).
    index('users_email_search_idx')
      .using('gin', sql`${table.email} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** SHA-256 of the token; the token itself exists only in the e-mail. */
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamps.createdAt,
});

/**
 * Links mailed to prove an address: `verify` (the account's own e-mail, after sign-up) or `change`
 * (a new e-mail, which becomes the account's when the link is opened). Like reset tokens, only a
 * hash is stored, and each is single-use and expires.
 */
export const emailLinks = pgTable(
  'email_links',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'verify' | 'change'>().notNull(),
    /** The address the link went to: the one it proves. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (table) => [index('email_links_user_id_idx').on(table.userId)],
);

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

export type UserRow = typeof users.$inferSelect;
