import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ContactSource } from 'shared-contracts';
import { id } from './columns.js';
import { users } from './account.js';
import { files } from './files.js';

/**
 * The owner's contacts: those a card's visitors sent (issue 13, stored only with their consent)
 * and, since issue 31, those the owner added (a scanned paper card or QR, or typed in). Kept by
 * the owner's user id, so they go with the account. `note` is the visitor's message; `notes` are
 * the owner's own.
 */
export const portfolioLeads = pgTable(
  'portfolio_leads',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').$type<ContactSource>().notNull().default('shared'),
    name: text('name').notNull(),
    phoneNumber: text('phone_number'),
    email: text('email'),
    company: text('company'),
    designation: text('designation'),
    website: text('website'),
    note: text('note'),
    notes: text('notes'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Where they met: an event's name, and its day (the owner's calendar day, no time). */
    metAt: text('met_at'),
    metOn: date('met_on', { mode: 'string' }),
    followUpOn: date('follow_up_on', { mode: 'string' }),
    /** The scanned card's photo, kept only when the owner chose to. */
    photoKey: text('photo_key').references(() => files.key, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index('portfolio_leads_user_id_created_at_idx').on(table.userId, table.createdAt.desc()),
    index('portfolio_leads_follow_up_on_idx')
      .on(table.followUpOn)
      .where(sql`${table.followUpOn} is not null`),
    check('portfolio_leads_source_check', sql`${table.source} in ('shared', 'scanned', 'typed')`),
  ],
);

export type PortfolioLeadRow = typeof portfolioLeads.$inferSelect;

/** The day an owner was last sent the follow-ups due, so the daily mail goes once a day at most. */
export const followUpDigests = pgTable('follow_up_digests', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sentOn: date('sent_on', { mode: 'string' }).notNull(),
});
