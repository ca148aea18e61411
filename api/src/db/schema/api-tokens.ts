import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.js';
import { users } from './account.js';

/**
 * Personal API tokens (issue 31, modules/api-tokens): only the SHA-256 of the token is kept (it is
 * shown once); `prefix` is its first characters, to tell tokens apart in the list.
 */
export const personalApiTokens = pgTable(
  'personal_api_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    scopes: text('scopes').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('personal_api_tokens_token_hash_idx').on(table.tokenHash),
    index('personal_api_tokens_user_id_idx').on(table.userId),
  ],
);

export type PersonalApiTokenRow = typeof personalApiTokens.$inferSelect;
