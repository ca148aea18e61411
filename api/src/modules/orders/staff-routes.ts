import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  backofficeErrors,
  backofficeTexts,
  cancelOrderSchema,
  orderErrors as e,
  paths,
  queueQuerySchema,
  shipOrderSchema,
} from 'shared-contracts';
import { orders } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { parseBody, parseQuery } from '../../lib/parse-body.js';
import { ok } from '../../lib/reply.js';
import { isUuid } from '../../lib/uuid.js';
import { actorOf } from '../../plugins/admin.js';
import { recordAudit } from '../audit/public.js';
import { markCardWritten, normalizeNfcCode } from '../nfc-cards/public.js';
import { advanceOrder, type MoveDetails } from './admin-actions.js';
import { STAFF_ORDER_DOCS as DOCS } from './docs.js';
import { lockOrder } from './repository.js';
import type { SettleDeps } from './settle.js';
import { dashboardOf } from './staff-dashboard.js';
import { staffOrderDetail } from './staff-detail.js';
import { orderQueue } from './staff-queue.js';

type OrderRequest = FastifyRequest<{ Params: { id: string } }>;

/** The back office's order desk: the queue, an order, and the moves staff make on it. */
const staffOrderRoutes: FastifyPluginAsync<{ deps: SettleDeps }> = async (app, { deps }) => {
  const { publicUrl } = app.config;

  const orderIdOf = (request: OrderRequest) => {
    if (!isUuid(request.params.id)) throw notFound(e.orderNotFound);
    return request.params.id;
  };

  const detailOf = async (id: string) => {
    const [row] = await app.db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw notFound(e.orderNotFound);
    return staffOrderDetail(app.db, row, publicUrl);
  };

  app.get(paths.staffOrderQueue, DOCS.queue, async (request) =>
    ok(await orderQueue(app.db, await parseQuery(queueQuerySchema, request.query))),
  );

  app.get(paths.staffDashboard, DOCS.dashboard, async () => ok(await dashboardOf(app.db)));

  app.get<{ Params: { id: string } }>(paths.staffOrder, DOCS.detail, async (request) =>
    ok(await detailOf(orderIdOf(request))),
  );

  /** One move: applied (with its audit entry and the buyer's mail), then the order as it is. */
  const move = async (request: OrderRequest, details: MoveDetails, message: string) => {
    const id = orderIdOf(request);
    await advanceOrder(deps, actorOf(request), id, details);
    return ok(await detailOf(id), message);
  };

  const SMALL = { bodyLimit: 1024 };
  app.post<{ Params: { id: string } }>(
    paths.staffOrderConfirm,
    { ...SMALL, ...DOCS.confirm },
    (request) => move(request, { to: 'confirmed' }, backofficeTexts.confirmed),
  );
  app.post<{ Params: { id: string } }>(
    paths.staffOrderShip,
    { ...SMALL, ...DOCS.ship },
    async (request) => {
      const { courier, tracking } = await parseBody(shipOrderSchema, request.body);
      return move(request, { to: 'shipped', courier, tracking }, backofficeTexts.shipped);
    },
  );
  app.post<{ Params: { id: string } }>(
    paths.staffOrderDeliver,
    { ...SMALL, ...DOCS.deliver },
    (request) => move(request, { to: 'completed' }, backofficeTexts.delivered),
  );
  app.post<{ Params: { id: string } }>(
    paths.staffOrderCancel,
    { ...SMALL, ...DOCS.cancel },
    async (request) => {
      const { reason } = await parseBody(cancelOrderSchema, request.body);
      return move(request, { to: 'cancelled', reason }, backofficeTexts.cancelled);
    },
  );

  app.post<{ Params: { id: string; code: string } }>(
    paths.staffCardWritten,
    { ...SMALL, ...DOCS.written },
    async (request) => {
      const id = orderIdOf(request);
      const code = normalizeNfcCode(request.params.code);
      const actor = actorOf(request);
      await app.db.transaction(async (tx) => {
        const row = await lockOrder(tx, id);
        if (!row) throw notFound(e.orderNotFound);
        const marked = code ? await markCardWritten(tx, id, code, request.userId) : undefined;
        if (!marked?.found) throw notFound(backofficeErrors.cardNotFound);
        if (marked.alreadyWritten) return;
        await recordAudit(tx, actor, {
          action: 'card.written',
          subject: `card ${code} of order ${row.code}`,
          subjectId: row.id,
          after: { code },
        });
      });
      return ok(await detailOf(id), backofficeTexts.cardWritten);
    },
  );
};

export default staffOrderRoutes;
