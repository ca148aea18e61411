import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Requests counted by the per-address and per-person limits (`@fastify/rate-limit`, through
 * lib/shared-rate-limits.ts), in fixed windows, shared by every API replica. `key` is a hash of
 * the route and what it counts by (an address, an address and an account, a person), so no
 * address or e-mail is stored in clear.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_hits_resets_at_idx').on(table.resetsAt)],
);
