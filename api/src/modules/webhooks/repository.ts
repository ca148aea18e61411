import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { ContactWebhook, WebhookDelivery, WebhookEvent } from 'shared-contracts';
import type { Database, Queryable } from '../../db/client.js';
import {
  contactWebhooks,
  users,
  webhookDeliveries,
  type ContactWebhookRow,
  type WebhookDeliveryRow,
} from '../../db/schema/index.js';

/** The delivery log shows the latest deliveries of a webhook, newest first. */
export const DELIVERY_LOG_LENGTH = 50;

export const toWebhook = (row: ContactWebhookRow): ContactWebhook => ({
  _id: row.id,
  url: row.url,
  secret: row.secret,
  createdAt: row.createdAt.toISOString(),
});

export const toDelivery = (row: WebhookDeliveryRow): WebhookDelivery => ({
  _id: row.id,
  event: row.event as WebhookEvent,
  status: row.status,
  attempts: row.attempts,
  lastStatusCode: row.lastStatusCode,
  lastError: row.lastError,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
});

/** A delivery claimed for one attempt, with where it goes. */
export interface ClaimedDelivery {
  row: WebhookDeliveryRow;
  url: string;
  secret: string;
}

/** The body of one event, as it is stored and sent (every retry sends these bytes). */
export const eventBody = (event: WebhookEvent, createdAt: Date, data: unknown) =>
  JSON.stringify({ event, createdAt: createdAt.toISOString(), data });

export function createWebhookRepository(db: Database) {
  const ownWebhook = async (userId: string, id: string) => {
    const [row] = await db
      .select()
      .from(contactWebhooks)
      .where(and(eq(contactWebhooks.id, id), eq(contactWebhooks.userId, userId)));
    return row;
  };

  return {
    ownWebhook,

    async list(userId: string): Promise<ContactWebhook[]> {
      const rows = await db
        .select()
        .from(contactWebhooks)
        .where(eq(contactWebhooks.userId, userId))
        .orderBy(asc(contactWebhooks.createdAt), asc(contactWebhooks.id));
      return rows.map(toWebhook);
    },

    /**
     * Adds one unless the owner has `max` already. The owner's row is locked first, so two adds
     * at once cannot both pass the count.
     */
    async add(
      userId: string,
      webhook: { url: string; secret: string },
      max: number,
    ): Promise<ContactWebhook | undefined> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [held] = await tx
          .select({ n: count() })
          .from(contactWebhooks)
          .where(eq(contactWebhooks.userId, userId));
        if ((held?.n ?? 0) >= max) return undefined;
        const [row] = await tx
          .insert(contactWebhooks)
          .values({ userId, ...webhook })
          .returning();
        return toWebhook(row!);
      });
    },

    /** Its deliveries go with it. */
    async remove(userId: string, id: string): Promise<boolean> {
      const gone = await db
        .delete(contactWebhooks)
        .where(and(eq(contactWebhooks.id, id), eq(contactWebhooks.userId, userId)))
        .returning({ id: contactWebhooks.id });
      return gone.length > 0;
    },

    async deliveries(webhookId: string): Promise<WebhookDelivery[]> {
      const rows = await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.webhookId, webhookId))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(DELIVERY_LOG_LENGTH);
      return rows.map(toDelivery);
    },
  };
}

/** One pending delivery of `event` for each of the owner's webhooks; their count. */
export async function queueForOwner(
  db: Queryable,
  userId: string,
  event: WebhookEvent,
  data: unknown,
  now: Date,
): Promise<number> {
  const hooks = await db
    .select({ id: contactWebhooks.id })
    .from(contactWebhooks)
    .where(eq(contactWebhooks.userId, userId));
  if (hooks.length === 0) return 0;
  const body = eventBody(event, now, data);
  await db.insert(webhookDeliveries).values(
    hooks.map((hook) => ({
      webhookId: hook.id,
      event,
      body,
      createdAt: now,
      nextAttemptAt: now,
    })),
  );
  return hooks.length;
}

/**
 * The Send test's delivery, made already claimed for its first attempt (`leaseUntil`), so the
 * sender does not take it as well while the request tries it.
 */
export async function insertClaimed(
  db: Database,
  webhook: ContactWebhookRow,
  event: WebhookEvent,
  data: unknown,
  now: Date,
  leaseUntil: Date,
): Promise<ClaimedDelivery> {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      id: randomUUID(),
      webhookId: webhook.id,
      event,
      body: eventBody(event, now, data),
      attempts: 1,
      createdAt: now,
      nextAttemptAt: leaseUntil,
    })
    .returning();
  return { row: row!, url: webhook.url, secret: webhook.secret };
}

/**
 * Claims due deliveries for one attempt each: at most `limit`, at most one per webhook, none of
 * the webhooks in `busy` (one a slow receiver holds). The claim is a conditional update that
 * moves the next attempt past `leaseUntil`: when two API processes race for a row, PostgreSQL
 * lets one update match and the other finds it no longer due. A process that dies mid-attempt
 * leaves the row to be tried again once the lease is over.
 */
export async function claimDue(
  db: Database,
  { now, limit, busy, leaseUntil }: { now: Date; limit: number; busy: string[]; leaseUntil: Date },
): Promise<ClaimedDelivery[]> {
  const candidates = await db
    .select({ id: webhookDeliveries.id, webhookId: webhookDeliveries.webhookId })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
        busy.length > 0 ? notInArray(webhookDeliveries.webhookId, busy) : undefined,
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit * 4);
  const perWebhook = new Map<string, string>();
  for (const candidate of candidates) {
    if (perWebhook.size >= limit) break;
    if (!perWebhook.has(candidate.webhookId)) perWebhook.set(candidate.webhookId, candidate.id);
  }
  if (perWebhook.size === 0) return [];
  const rows = await db
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(
      and(
        inArray(webhookDeliveries.id, [...perWebhook.values()]),
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
      ),
    )
    .returning();
  if (rows.length === 0) return [];
  const hooks = await db
    .select()
    .from(contactWebhooks)
    .where(
      inArray(
        contactWebhooks.id,
        rows.map((row) => row.webhookId),
      ),
    );
  const byId = new Map(hooks.map((hook) => [hook.id, hook]));
  return rows.flatMap((row) => {
    const hook = byId.get(row.webhookId);
    return hook ? [{ row, url: hook.url, secret: hook.secret }] : [];
  });
}

/**
 * An attempt's result. Only the attempt that claimed the row writes it (`attempts` unchanged
 * since): one that outlived its lease and was taken again changes nothing.
 */
export async function recordAttempt(
  db: Database,
  claimed: WebhookDeliveryRow,
  result:
    | { delivered: true; statusCode: number; at: Date }
    | {
        delivered: false;
        statusCode: number | null;
        error: string | null;
        next: Date | undefined;
      },
): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await db
    .update(webhookDeliveries)
    .set(
      result.delivered
        ? {
            status: 'delivered',
            lastStatusCode: result.statusCode,
            lastError: null,
            deliveredAt: result.at,
          }
        : {
            status: result.next ? 'pending' : 'failed',
            lastStatusCode: result.statusCode,
            lastError: result.error,
            ...(result.next && { nextAttemptAt: result.next }),
          },
    )
    .where(
      and(
        eq(webhookDeliveries.id, claimed.id),
        eq(webhookDeliveries.attempts, claimed.attempts),
        eq(webhookDeliveries.status, 'pending'),
      ),
    )
    .returning();
  return row;
}
