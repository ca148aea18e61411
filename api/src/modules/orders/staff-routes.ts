import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  backofficeErrors,
  backofficeTexts,
  cancelOrderSchema,
  indiaDate,
  markPaidSchema,
  orderErrors as e,
  paths,
  queueQuerySchema,
  shipOrderSchema,
} from 'shared-contracts';
import { orders, type OrderRow } from '../../db/schema/index.js';
import { attachment } from '../../lib/content-disposition.js';
import { conflict, HttpError, notFound } from '../../lib/http-error.js';
import { parseBody, parseQuery } from '../../lib/parse-body.js';
import { ok } from '../../lib/reply.js';
import { isUuid } from '../../lib/uuid.js';
import { actorOf } from '../../plugins/admin.js';
import { recordAudit } from '../audit/public.js';
import { ArtworkError, renderArtwork, type ArtworkCard } from '../artwork/public.js';
import { markCardWritten, normalizeNfcCode } from '../nfc-cards/public.js';
import { advanceOrder, markOrderPaid, type MoveDetails } from './admin-actions.js';
import { STAFF_ORDER_DOCS as DOCS } from './docs.js';
import { lockOrder } from './repository.js';
import type { SettleDeps } from './settle.js';
import { dashboardOf } from './staff-dashboard.js';
import {
  artworkCardsOf,
  claimForPrinting,
  markArtworkTaken,
  releaseClaim,
  unprintedOrders,
  wholeOrdersUpTo,
} from './staff-artwork.js';
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
  const answer = async (
    request: OrderRequest,
    apply: (id: string) => Promise<unknown>,
    message: string,
  ) => {
    const id = orderIdOf(request);
    // Closing a payment link after a move goes on in the background, and logs its own failure.
    await apply(id);
    return ok(await detailOf(id), message);
  };
  const move = (request: OrderRequest, details: MoveDetails, message: string) =>
    answer(request, (id) => advanceOrder(deps, actorOf(request), id, details), message);

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
  app.post<{ Params: { id: string } }>(
    paths.staffOrderPaid,
    { ...SMALL, ...DOCS.paid },
    async (request) => {
      const { reference } = await parseBody(markPaidSchema, request.body);
      return answer(
        request,
        (id) => markOrderPaid(deps, actorOf(request), id, reference),
        backofficeTexts.paid,
      );
    },
  );

  /**
   * Drawing cards is seconds of CPU: one PDF at a time per process, the others waiting their
   * turn, so a few staff pressing Download at once cannot stall the API's other requests.
   */
  let drawing: Promise<unknown> = Promise.resolve();
  const draw = (cards: ArtworkCard[]) => {
    const run = drawing.then(
      () => renderArtwork(cards),
      () => renderArtwork(cards),
    );
    drawing = run.catch(() => undefined);
    return run;
  };

  /** A PDF of these cards, or the refusal to say why it cannot be drawn. */
  const drawn = async (cards: ArtworkCard[]) => {
    if (cards.length === 0) throw conflict(backofficeErrors.noCardsToPrint);
    try {
      return await draw(cards);
    } catch (error) {
      // A name no font here can print: say whose, rather than print empty boxes.
      if (error instanceof ArtworkError) throw new HttpError(422, error.message, 'UNPRINTABLE');
      throw error;
    }
  };

  /**
   * Each order's download in the audit log (who, how many cards); a confirmed order's artwork is
   * stamped as taken (a placed one's is a look before confirming, not a print).
   */
  const recordDownload = (request: FastifyRequest, rows: OrderRow[], cards: ArtworkCard[]) =>
    app.db.transaction(async (tx) => {
      await markArtworkTaken(
        tx,
        rows.filter((row) => row.status === 'confirmed').map((row) => row.id),
      );
      for (const row of rows) {
        await recordAudit(tx, actorOf(request), {
          action: 'artwork.downloaded',
          subject: `artwork of order ${row.code}`,
          subjectId: row.id,
          after: { cards: cards.filter((card) => card.orderCode === row.code).length },
        });
      }
    });

  const sendPdf = (reply: FastifyReply, pdf: Uint8Array, fileName: string) =>
    reply
      .type('application/pdf')
      .header('content-disposition', attachment(fileName, 'artwork.pdf'))
      .send(Buffer.from(pdf));

  /** One order's cards, whenever asked: a first print, or a reprint. */
  app.get<{ Params: { id: string } }>(
    paths.staffOrderArtwork,
    DOCS.artwork,
    async (request, reply) => {
      const [row] = await app.db
        .select()
        .from(orders)
        .where(eq(orders.id, orderIdOf(request)));
      if (!row) throw notFound(e.orderNotFound);
      const cards = await artworkCardsOf(app.db, app.storage, [row], publicUrl);
      const pdf = await drawn(cards);
      await recordDownload(request, [row], cards);
      return sendPdf(reply, pdf, `${row.code}-artwork.pdf`);
    },
  );

  /**
   * The confirmed orders not printed yet, claimed before drawing: two staff pressing Download at
   * once get two batches with no order in both. A drawing that fails gives its claim back.
   */
  app.get(paths.staffPrintBatch, DOCS.printBatch, async (request, reply) => {
    const candidates = await unprintedOrders(app.db);
    const offered = wholeOrdersUpTo(
      await artworkCardsOf(app.db, app.storage, candidates, publicUrl),
    );
    const claim = await claimForPrinting(
      app.db,
      candidates
        .filter((row) => offered.some((card) => card.orderCode === row.code))
        .map((row) => row.id),
    );
    const rows = candidates.filter((row) => claim.ids.includes(row.id));
    const cards = offered.filter((card) => rows.some((row) => row.code === card.orderCode));
    let pdf: Uint8Array;
    try {
      pdf = await drawn(cards);
    } catch (error) {
      await releaseClaim(app.db, claim);
      throw error;
    }
    await recordDownload(request, rows, cards);
    return sendPdf(reply, pdf, `print-batch-${indiaDate(new Date())}.pdf`);
  });

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
