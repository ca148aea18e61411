import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './account.js';

/**
 * Every handle a person has ever held, the current one included (issue 12). A handle is theirs
 * for as long as the account lives: an old one redirects to its owner's current handle and no one
 * else may claim it. When an account is closed the row stays, with no owner and `released_at`
 * set, so its links say the card is gone; 90 days on (RELEASE_AFTER_DAYS) someone else may take
 * it, long after any printed card or shared link was in use.
 */
export const portfolioHandles = pgTable(
  'portfolio_handles',
  {
    handle: text('handle').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its owner's account was closed; null while an account holds it. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [index('portfolio_handles_user_id_idx').on(table.userId)],
);

export type PortfolioHandleRow = typeof portfolioHandles.$inferSelect;
