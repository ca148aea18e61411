import { and, count, gte, isNotNull, isNull, ne, eq, sql } from 'drizzle-orm';
import {
  INDIA_UTC_OFFSET,
  INDIA_UTC_OFFSET_MINUTES,
  indiaDate,
  toRupees,
  type Dashboard,
} from 'shared-contracts';
import type { Queryable } from '../../db/client.js';
import { orderLines, orders } from '../../db/schema/index.js';

const DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The back office's day at a glance: orders paid today and over 30 days (by the day they were
 * placed, India's days), the work waiting at each step, and the payments that need a person.
 */
export async function dashboardOf(db: Queryable, now = new Date()): Promise<Dashboard> {
  const from = new Date(
    `${indiaDate(new Date(now.getTime() - (DAYS - 1) * DAY_MS))}T00:00:00${INDIA_UTC_OFFSET}`,
  );
  // The UTC clock of the instant, moved on to India's: to_char of a timestamptz itself writes the
  // session's time zone, which a server set up in India (initdb takes the machine's) makes IST.
  // The offset is written into the statement, not sent as a parameter: the select's and the
  // group's expressions must be the same text, and two parameters are two.
  const offset = sql.raw(String(INDIA_UTC_OFFSET_MINUTES));
  const day = sql<string>`to_char((${orders.placedAt} at time zone 'UTC') + make_interval(mins => ${offset}), 'YYYY-MM-DD')`;
  const [perDay, waiting, cards, failed, flagged] = await Promise.all([
    db
      .select({
        day,
        orders: count(),
        paise: sql<string>`coalesce(sum(${orders.totalPaise}), 0)`,
      })
      .from(orders)
      // Money a cancellation owes back is not revenue.
      .where(
        and(isNotNull(orders.placedAt), gte(orders.placedAt, from), ne(orders.status, 'cancelled')),
      )
      .groupBy(day),
    db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(sql`${orders.status} in ('placed', 'confirmed')`)
      .groupBy(orders.status),
    db
      .select({ n: sql<string>`coalesce(sum(${orderLines.quantity}), 0)` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      // The next print batch's cards: confirmed, their artwork not taken yet.
      .where(and(eq(orders.status, 'confirmed'), isNull(orders.artworkAt))),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.status, 'failed'), gte(orders.failedAt, from))),
    db.select({ n: count() }).from(orders).where(isNotNull(orders.paymentFlag)),
  ]);
  const byDay = new Map(perDay.map((row) => [row.day, row]));
  const days = Array.from({ length: DAYS }, (_, i) => {
    const key = indiaDate(new Date(now.getTime() - (DAYS - 1 - i) * DAY_MS));
    const row = byDay.get(key);
    return { day: key, orders: row?.orders ?? 0, revenue: toRupees(Number(row?.paise ?? 0)) };
  });
  const sum = (list: typeof days) => ({
    orders: list.reduce((total, each) => total + each.orders, 0),
    revenue: toRupees(list.reduce((total, each) => total + Math.round(each.revenue * 100), 0)),
  });
  const statusCount = (status: string) => waiting.find((row) => row.status === status)?.n ?? 0;
  return {
    today: sum(days.slice(-1)),
    last30Days: sum(days),
    toConfirm: statusCount('placed'),
    toPrint: Number(cards[0]?.n ?? 0),
    toShip: statusCount('confirmed'),
    failedPayments: failed[0]?.n ?? 0,
    flaggedPayments: flagged[0]?.n ?? 0,
    days,
  };
}
