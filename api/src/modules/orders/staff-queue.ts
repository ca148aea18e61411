import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
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
import { rowsOf } from '../../db/rows-of.js';
import {
  orderLines,
  orders,
  orderStatusCounts,
  phoneDigits,
  users,
} from '../../db/schema/index.js';
import { containing } from '../../lib/like.js';

/**
 * The orders a search matches, as rows of (id, status): an order code (any part, any case), the
 * buyer's e-mail, or their phone by its digits (a search of 4 digits or more, as people type a
 * number from memory); of one tab only when `status` is given. A union of one select per index
 * (the code's, the e-mail's, the phone digits' trigram indexes): an OR of the three in one select
 * reads every order, as no index serves it.
 */
function matching(q: string, status?: OrderStatus): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const like = containing(text);
  const digits = text.replace(/\D/g, '');
  const inTab = status ? sql` and ${orders.status} = ${status}` : sql``;
  const found = (where: SQL) =>
    sql`select ${orders.id}, ${orders.status} from ${orders} where ${where}${inTab}`;
  const branches = [
    found(sql`${orders.code} ilike ${like}`),
    found(
      sql`${orders.userId} in (select ${users.id} from ${users} where ${users.email} ilike ${like})`,
    ),
    ...(digits.length >= 4
      ? [found(sql`${phoneDigits(orders.address)} like ${`%${digits}%`}`)]
      : []),
  ];
  return sql`(${sql.join(branches, sql` union `)})`;
}

/** Every tab's count: of a search's matches, else the counts the triggers keep. */
async function tabCounts(db: Queryable, q: string): Promise<OrderQueue['counts']> {
  const matches = matching(q);
  const counted = matches
    ? rowsOf<{ status: string; n: number }>(
        await db.execute(
          sql`select status, count(*)::int as n from ${matches} as matched group by status`,
        ),
      )
    : await db
        .select({ status: orderStatusCounts.status, n: orderStatusCounts.orders })
        .from(orderStatusCounts);
  const counts = Object.fromEntries(QUEUE_STATUSES.map((tab) => [tab, 0])) as OrderQueue['counts'];
  for (const { status, n } of counted) counts[status as keyof typeof counts] = n;
  return counts;
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
  const matches = matching(q, status);
  // Counted for the page's rows only: a sum over every order's lines would read them all.
  const cardCount = sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`;
  const [rows, counts] = await Promise.all([
    db
      .select({
        order: orders,
        email: users.email,
        cards: cardCount,
      })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(
        and(
          eq(orders.status, status),
          matches && inArray(orders.id, sql`(select id from ${matches} as matched)`),
        ),
      )
      .orderBy(
        OLDEST_FIRST.has(status) ? asc(orders.statusAt) : desc(orders.statusAt),
        OLDEST_FIRST.has(status) ? asc(orders.id) : desc(orders.id),
      )
      .limit(QUEUE_PAGE_SIZE)
      .offset((page - 1) * QUEUE_PAGE_SIZE),
    tabCounts(db, q),
  ]);
  return {
    counts,
    orders: rows.map(({ order, email, cards: cardCount }) => ({
      _id: order.id,
      code: order.code,
      orderStatus: order.status,
      paymentStatus: order.paymentStatus,
      totalPrice: toRupees(order.totalPaise),
      createdAt: order.createdAt.toISOString(),
      statusAt: order.statusAt.toISOString(),
      customerName: order.address.name,
      customerEmail: email,
      customerPhone: order.address.mobile,
      cardCount: cardCount ?? 0,
      paymentFlag: order.paymentFlag,
      artworkAt: order.artworkAt?.toISOString() ?? null,
    })),
    page,
    pageSize: QUEUE_PAGE_SIZE,
    total: counts[status],
  };
}
