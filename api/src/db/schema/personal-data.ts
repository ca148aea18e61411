import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * People who deleted their account: only the id and when, so their card's old links answer
 * 410 Gone (not 404) and caches let go; nothing personal is kept.
 */
export const closedAccounts = pgTable('closed_accounts', {
  userId: uuid('user_id').primaryKey(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
});
