import { asc, count, desc, eq } from 'drizzle-orm';
import type { AuditAction, AuditEntry } from 'shared-contracts';
import type { Queryable } from '../../db/client.js';
import { auditLog, type AuditRow } from '../../db/schema/index.js';

/**
 * Who did it: the staff member's id and the e-mail they acted as; an engineer's command
 * (`npm run admin`) has no account, and is named by what it is.
 */
export interface Actor {
  id: string | null;
  email: string;
}

export interface AuditRecord {
  action: AuditAction;
  /** As staff read it: "order TF-7K3Q9D". */
  subject: string;
  subjectId: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one entry in the caller's transaction: the change and its record commit together or not
 * at all, so the log never claims a change that did not happen nor misses one that did.
 */
export async function recordAudit(tx: Queryable, actor: Actor, record: AuditRecord) {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: record.action,
    subject: record.subject,
    subjectId: record.subjectId,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

export const toAuditEntry = (row: AuditRow): AuditEntry => ({
  _id: row.id,
  at: row.at.toISOString(),
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  action: row.action,
  subject: row.subject,
  before: row.before,
  after: row.after,
});

/** Everything done to one subject (an order's timeline), oldest first. */
export async function auditOf(tx: Queryable, subjectId: string): Promise<AuditEntry[]> {
  const rows = await tx
    .select()
    .from(auditLog)
    .where(eq(auditLog.subjectId, subjectId))
    .orderBy(asc(auditLog.at));
  return rows.map(toAuditEntry);
}

/** A page of the whole log, newest first. */
export async function auditPage(tx: Queryable, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    tx.select({ n: count() }).from(auditLog),
  ]);
  return { entries: rows.map(toAuditEntry), total: total?.n ?? 0 };
}
