import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AddressInfo } from 'shared-contracts';
import { id, timestamps } from './columns.js';

export const users = pgTable('users', {
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
  /** 'admin' may manage the catalogue (granted with `npm run admin -- grant <email>`). */
  role: text('role').$type<'user' | 'admin'>().notNull().default('user'),
  ...timestamps,
});

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

export type UserRow = typeof users.$inferSelect;
