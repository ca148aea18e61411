import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.js';
import { users } from './account.js';

/**
 * Contacts a card's visitors sent its owner (issue 13), stored only with their consent. Kept by
 * the owner's user id, so they go with the account.
 */
export const portfolioLeads = pgTable(
  'portfolio_leads',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phoneNumber: text('phone_number'),
    email: text('email'),
    company: text('company'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('portfolio_leads_user_id_created_at_idx').on(table.userId, table.createdAt.desc()),
  ],
);

export type PortfolioLeadRow = typeof portfolioLeads.$inferSelect;
