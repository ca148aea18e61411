import { date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './account.js';

/**
 * The insights counters: one row per card, insights day, event and link (`detail` is '' for
 * events without one). Kept by user id, so a new handle keeps every number.
 */
export const insightCounts = pgTable(
  'insight_counts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    event: text('event').notNull(),
    detail: text('detail').notNull().default(''),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day, table.event, table.detail] })],
);

/**
 * Who was already counted today, so a visitor counts once a day per event: `visitor` is a keyed
 * hash (HMAC with the day's salt) of what the request came with, never the address itself.
 * `event` 'owner' marks the card's owner, whose events are not counted. Rows of past days are
 * deleted with their day's salt, after which no one can link them to anyone.
 */
export const insightVisits = pgTable(
  'insight_visits',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    event: text('event').notNull(),
    detail: text('detail').notNull().default(''),
    /** How many times today: what the owner's visit takes back from the raw view count. */
    count: integer('count').notNull().default(1),
  },
  (table) => [
    primaryKey({
      columns: [table.day, table.userId, table.visitor, table.event, table.detail],
    }),
  ],
);

/** One random salt per insights day, shared by every replica; deleted when its day is over. */
export const insightSalts = pgTable('insight_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

export type InsightCountRow = typeof insightCounts.$inferSelect;
