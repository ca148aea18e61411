import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  adminOrderPaidSchema,
  adminOrderQuerySchema,
  adminOrderStatusSchema,
  orderErrors as e,
  paths,
  type Order,
} from 'shared-contracts';
import { users, type OrderRow } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { actorOf } from '../../plugins/admin.js';
import { parseBody, parseQuery } from '../../lib/parse-body.js';
import { ok } from '../../lib/reply.js';
import { isUuid } from '../../lib/uuid.js';
import { ADMIN_ORDER_DOCS as DOCS } from './docs.js';
import { advanceOrder, markOrderPaid } from './admin-actions.js';
import { createOrdersRepository, withLines } from './repository.js';
import type { SettleDeps } from './settle.js';

/** What an admin sees of an order beyond its owner's view. */
export type AdminOrder = Order & {
  customerEmail: string | null;
  paymentReference: string | null;
  paymentFlag: string | null;
};

const adminRoutes: FastifyPluginAsync<{ deps: SettleDeps }> = async (app, { deps }) => {
  const repo = createOrdersRepository(app.db);

  async function toAdmin(rows: OrderRow[]): Promise<AdminOrder[]> {
    const ownerIds = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))];
    const owners = ownerIds.length
      ? await app.db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(inArray(users.id, ownerIds))
      : [];
    const emails = new Map(owners.map((owner) => [owner.id, owner.email]));
    const orders = await withLines(app.db, rows);
    return orders.map((order, index) => ({
      ...order,
      customerEmail: emails.get(rows[index]!.userId ?? '') ?? null,
      paymentReference: rows[index]!.paymentReference,
      paymentFlag: rows[index]!.paymentFlag,
    }));
  }

  const orderId = (id: string) => {
    if (!isUuid(id)) throw notFound(e.orderNotFound);
    return id;
  };

  app.get(paths.adminOrders, DOCS.list, async (request) => {
    const { status } = await parseQuery(adminOrderQuerySchema, request.query);
    return { success: true, results: await toAdmin(await repo.list(status)) };
  });

  app.patch<{ Params: { id: string } }>(
    paths.adminOrderStatus,
    { bodyLimit: 1024, ...DOCS.status },
    async (request) => {
      const { status } = await parseBody(adminOrderStatusSchema, request.body);
      // A link cancel that follows goes on in the background, and logs its own failure.
      const { row } = await advanceOrder(deps, actorOf(request), orderId(request.params.id), {
        to: status,
      });
      return ok((await toAdmin([row]))[0]);
    },
  );

  app.post<{ Params: { id: string } }>(
    paths.adminOrderPaid,
    { bodyLimit: 1024, ...DOCS.paid },
    async (request) => {
      const { reference } = await parseBody(adminOrderPaidSchema, request.body);
      const { row } = await markOrderPaid(
        deps,
        actorOf(request),
        orderId(request.params.id),
        reference,
      );
      return ok((await toAdmin([row]))[0]);
    },
  );
};

export default adminRoutes;
