import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditAction } from 'shared-contracts';
import { id } from './columns.js';
import { users } from './account.js';

/**
 * What staff did, written in the same transaction as the change it records: who, when, what, and
 * the state before and after. Only ever inserted (no route updates or deletes it, and a trigger in
 * the migration refuses both), so the log is evidence, not a note anyone can tidy up.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // The account may go; the e-mail it acted as stays on the record.
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    /** What it acted on, as staff read it: "order TF-7K3Q9D", "product Classic Black". */
    subject: text('subject').notNull(),
    /** The id of what it acted on, so an order's timeline finds its own entries. */
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('audit_log_subject_idx').on(table.subjectId, table.at),
    index('audit_log_at_idx').on(table.at.desc()),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
