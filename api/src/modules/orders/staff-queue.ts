import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  OLDEST_FIRST,
  QUEUE_PAGE_SIZE,
  QUEUE_STATUSES,
  toRupees,
  type OrderQueue,
  type OrderStatus,
  type QueueQuery,
} from 'shared-contracts';
import type { Queryable } from '../../db/client.js';
import { orderLines, orders, users } from '../../db/schema/index.js';

/** When an order reached the status it is in: what its tab sorts it by. */
const STATUS_AT: Record<OrderStatus, SQL> = {
  pending: sql`${orders.createdAt}`,
  placed: sql`coalesce(${orders.placedAt}, ${orders.createdAt})`,
  confirmed: sql`coalesce(${orders.confirmedAt}, ${orders.createdAt})`,
  shipped: sql`coalesce(${orders.shippedAt}, ${orders.createdAt})`,
  completed: sql`coalesce(${orders.completedAt}, ${orders.createdAt})`,
  cancelled: sql`coalesce(${orders.cancelledAt}, ${orders.createdAt})`,
  failed: sql`coalesce(${orders.failedAt}, ${orders.createdAt})`,
};

/** `%` and `_` are the person's characters, not patterns. */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * What a search matches: an order code (any part, any case), the buyer's e-mail, or their phone
 * by its digits (a search of 4 digits or more, as people type a number from memory). Each is its
 * own sub-select on one table, so the planner can use that table's index for it, rather than an
 * OR across the users join that no index serves.
 */
function matching(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const like = `%${literal(text)}%`;
  const digits = text.replace(/\D/g, '');
  return or(
    ilike(orders.code, like),
    inArray(
      orders.userId,
      sql`(select ${users.id} from ${users} where ${users.email} ilike ${like})`,
    ),
    ...(digits.length >= 4
      ? [sql`regexp_replace(${orders.address}->>'mobile', '\D', '', 'g') like ${`%${digits}%`}`]
      : []),
  );
}

/**
 * A tab of the staff's queue: its orders, oldest first where work waits (placed, confirmed,
 * shipped) and newest first elsewhere, a page at a time, with every tab's count for the same
 * search, so the tabs say where the orders one looks for are.
 */
export async function orderQueue(
  db: Queryable,
  { status, q, page }: QueueQuery,
): Promise<OrderQueue> {
  const search = matching(q);
  const statusAt = STATUS_AT[status];
  // Counted for the page's rows only: a sum over every order's lines would read them all.
  const cardCount = sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`;
  const [rows, counted] = await Promise.all([
    db
      .select({
        order: orders,
        email: users.email,
        statusAt: sql<Date>`${statusAt}`,
        cards: cardCount,
      })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(and(eq(orders.status, status), search))
      .orderBy(
        OLDEST_FIRST.has(status) ? asc(statusAt) : desc(statusAt),
        OLDEST_FIRST.has(status) ? asc(orders.id) : desc(orders.id),
      )
      .limit(QUEUE_PAGE_SIZE)
      .offset((page - 1) * QUEUE_PAGE_SIZE),
    db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(search)
      .groupBy(orders.status),
  ]);
  const counts = Object.fromEntries(QUEUE_STATUSES.map((tab) => [tab, 0])) as OrderQueue['counts'];
  for (const { status: tab, n } of counted) counts[tab as keyof typeof counts] = n;
  return {
    counts,
    orders: rows.map(({ order, email, statusAt: at, cards: cardCount }) => ({
      _id: order.id,
      code: order.code,
      orderStatus: order.status,
      paymentStatus: order.paymentStatus,
      totalPrice: toRupees(order.totalPaise),
      createdAt: order.createdAt.toISOString(),
      statusAt: new Date(at).toISOString(),
      customerName: order.address.name,
      customerEmail: email,
      customerPhone: order.address.mobile,
      cardCount: cardCount ?? 0,
      paymentFlag: order.paymentFlag,
    })),
    page,
    pageSize: QUEUE_PAGE_SIZE,
    total: counts[status],
  };
}
