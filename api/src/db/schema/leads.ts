import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

/** An owner's outgoing webhook: each new contact is POSTed to `url`, signed with `secret`. */
export const contactWebhooks = pgTable(
  'contact_webhooks',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_webhooks_user_id_idx').on(table.userId)],
);

export type ContactWebhookRow = typeof contactWebhooks.$inferSelect;

/**
 * One event for one webhook, and its attempts so far: the delivery log and the retry queue. The
 * body is kept as sent, so every retry carries the same bytes and the same signature input.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => contactWebhooks.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('webhook_deliveries_webhook_id_created_at_idx').on(
      table.webhookId,
      table.createdAt.desc(),
    ),
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    check(
      'webhook_deliveries_status_check',
      sql`${table.status} in ('pending', 'delivered', 'failed')`,
    ),
  ],
);

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
