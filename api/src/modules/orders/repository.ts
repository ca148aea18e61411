import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Order } from 'shared-contracts';
import type { Database, Queryable } from '../../db/client.js';
import { orderLines, orders, type OrderRow } from '../../db/schema/orders.js';
import { organisationMembers } from '../../db/schema/teams.js';
import { orderInvoicesOf } from '../invoices/public.js';
import { toOrder } from './mappers.js';

/** Orders with their lines and invoices, in as many queries as there are tables. */
export async function withLines(db: Queryable, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const issued = await orderInvoicesOf(
    db,
    rows.filter((row) => row.paymentStatus === 'Paid').map((row) => row.id),
  );
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  return rows.map((row) =>
    toOrder(
      row,
      lines.filter((line) => line.orderId === row.id),
      issued.get(row.id) ?? null,
    ),
  );
}

export async function orderWithLines(db: Queryable, row: OrderRow): Promise<Order> {
  const [order] = await withLines(db, [row]);
  return order!;
}

/** The order row, locked until the transaction ends: every change of an order starts here. */
export async function lockOrder(tx: Queryable, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/** Every query names the owner: another person's order is as missing as an unknown one. */
export function createOrdersRepository(db: Database) {
  return {
    async listForUser(userId: string): Promise<Order[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(200);
      return withLines(db, rows);
    },

    /**
     * An order the person may read: their own, or a bulk order of the organisation they run (an
     * owner or admin), whichever of its admins placed it, so every admin has its invoice.
     */
    async findForUser(userId: string, id: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.id, id),
            or(
              eq(orders.userId, userId),
              inArray(
                orders.organisationId,
                db
                  .select({ id: organisationMembers.organisationId })
                  .from(organisationMembers)
                  .where(
                    and(
                      eq(organisationMembers.userId, userId),
                      inArray(organisationMembers.role, ['owner', 'admin']),
                    ),
                  ),
              ),
            ),
          ),
        );
      return row;
    },

    async findByCode(code: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.code, code));
      return row;
    },

    async findById(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    /**
     * Pending orders made before `before`, oldest first: with a link, the reconciler's work;
     * without one, orders whose server stopped between making them and attaching Razorpay's link
     * (which is asked for after the order commits).
     */
    async pendingBefore(before: Date, { linked }: { linked: boolean }, limit = 100) {
      const link = linked
        ? sql`${orders.razorpayLinkId} is not null`
        : sql`${orders.razorpayLinkId} is null`;
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'pending'), link, lt(orders.createdAt, before)))
        .orderBy(asc(orders.createdAt))
        .limit(limit);
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
