import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './account.js';

/**
 * Every handle a person has ever held, the current one included (issue 12). A handle is taken for
 * ever: an old one redirects to its owner's current handle and no one else may claim it. When an
 * account is deleted the row stays, with no owner, so the handle is never handed to a stranger.
 */
export const portfolioHandles = pgTable(
  'portfolio_handles',
  {
    handle: text('handle').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('portfolio_handles_user_id_idx').on(table.userId)],
);

export type PortfolioHandleRow = typeof portfolioHandles.$inferSelect;
