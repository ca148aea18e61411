import type { FastifyInstance } from 'fastify';
import { ValidationError } from 'yup';
import {
  ORDER_STATUSES,
  QUEUE_STATUSES,
  formatPrice,
  listDate,
  markPaidSchema,
  queueQuerySchema,
  type OrderQueue,
  type OrderStatus,
  type QueueQuery,
} from 'shared-contracts';
import type { Config } from '../config.js';
import { HttpError } from '../lib/http-error.js';
import { advanceOrder, markOrderPaid } from '../modules/orders/admin-actions.js';
import { createOrdersRepository } from '../modules/orders/repository.js';
import { reconcilePayments, type SettleDeps } from '../modules/orders/settle.js';
import { orderQueue } from '../modules/orders/staff-queue.js';
import type { CommandResult } from './command-result.js';

/** The audit log's name for an engineer's command: it has no account of its own. */
const COMMAND_LINE = { id: null, email: 'npm run admin (command line)' };

export const ORDER_USAGE = [
  'npm run admin -- orders [status] [page]',
  'npm run admin -- advance <code> <confirmed|shipped|completed|cancelled>',
  'npm run admin -- paid <code> <reference>',
  'npm run admin -- reconcile',
].join(' | ');

const isStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

/**
 * The order commands run the API's own functions (state machine, mails, Razorpay) on an API
 * instance that is built but never listens, so the command line and the staff's routes cannot drift.
 */
export async function runOrderCommand(
  args: string[],
  config: Config,
  withApi: <T>(config: Config, run: (api: FastifyInstance) => Promise<T>) => Promise<T>,
): Promise<CommandResult> {
  const [action, ...rest] = args;
  const usage = { code: 2, message: `Usage: ${ORDER_USAGE}` };
  if (action === 'orders' && rest.length <= 2) {
    const query = await queueQueryOf(rest[0], rest[1]);
    if (!query) return usage;
    return withApi(config, async (api) => ({
      code: 0,
      message: queueLines(await orderQueue(api.db, query)).join('\n'),
    }));
  }
  if (action === 'advance' && rest.length === 2 && isStatus(rest[1]!)) {
    const [code, status] = rest as [string, OrderStatus];
    return byCode(config, withApi, code, async (deps, id) => {
      const { row, linkCancelled } = await advanceOrder(deps, COMMAND_LINE, id, { to: status });
      return `${row.code} is ${row.status} now${await linkNote(linkCancelled)}`;
    });
  }
  if (action === 'paid' && rest.length === 2 && rest[1]!.trim()) {
    const [code, given] = rest as [string, string];
    // The route's own rules for a reference (trimmed, at most 100 characters).
    let reference: string;
    try {
      ({ reference } = await markPaidSchema.validate({ reference: given }));
    } catch (error) {
      if (error instanceof ValidationError) return { code: 1, message: error.message };
      throw error;
    }
    return byCode(config, withApi, code, async (deps, id) => {
      const { row, linkCancelled } = await markOrderPaid(deps, COMMAND_LINE, id, reference);
      const flag = row.paymentFlag ? `, flagged ${row.paymentFlag}: the money is due back` : '';
      return `${row.code} is paid (${reference}) and ${row.status}${flag}${await linkNote(linkCancelled)}`;
    });
  }
  if (action === 'reconcile' && rest.length === 0) {
    // Without keys this command would ask an emulator of its own, which knows no link.
    if (config.razorpay.mode === 'emulator') return { code: 1, message: RECONCILE_NEEDS_KEYS };
    return withApi(config, async (api) => {
      const repo = createOrdersRepository(api.db);
      const report = await reconcilePayments(
        deps(api),
        { olderThanMs: 0 },
        (before) => repo.pendingBefore(before, { linked: true }, 1000),
        (before) => repo.pendingBefore(before, { linked: false }, 1000),
      );
      return {
        code: report.errors > 0 ? 1 : 0,
        message:
          `Checked ${report.checked}: ${report.placed} placed, ${report.failed} failed, ` +
          `${report.flagged} flagged, ${report.errors} could not be checked`,
      };
    });
  }
  return usage;
}

/** The back office's query for a tab (placed unless said) and a page, by its own rules. */
async function queueQueryOf(status?: string, page?: string): Promise<QueueQuery | undefined> {
  try {
    return await queueQuerySchema.validate({ status, page });
  } catch (error) {
    if (error instanceof ValidationError) return undefined;
    throw error;
  }
}

/**
 * A tab of the back office's queue as text: every tab's count and where this page is, then one line
 * per order (code, status, payment, total, day, and its payment's flag).
 */
function queueLines({ counts, orders, page, pageSize, total }: OrderQueue): string[] {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const tabs = QUEUE_STATUSES.map((tab) => `${tab} ${counts[tab]}`);
  const rows = orders.map((order) =>
    [
      order.code,
      order.orderStatus.padEnd(9),
      order.paymentStatus.padEnd(7),
      formatPrice(order.totalPrice).padStart(10),
      listDate(order.createdAt),
      order.paymentFlag ? `FLAG ${order.paymentFlag}` : '',
    ]
      .join('  ')
      .trimEnd(),
  );
  return [
    [...tabs, `page ${page} of ${pages}`].join(' · '),
    ...(rows.length > 0 ? rows : [total > 0 ? `No orders on page ${page}` : 'No orders']),
  ];
}

export const RECONCILE_NEEDS_KEYS =
  'No Razorpay keys are set: the payment emulator keeps its links in the running server, ' +
  'whose own reconciler checks them';

/** Said after a change whose payment link could not be closed (the log has Razorpay's reason). */
async function linkNote(linkCancelled: Promise<boolean> | undefined): Promise<string> {
  if (!linkCancelled || (await linkCancelled)) return '';
  return '; its payment link could not be cancelled (see the log): check at Razorpay that it was not paid as well';
}

const deps = (api: FastifyInstance): SettleDeps => ({
  db: api.db,
  razorpay: api.razorpay,
  mailer: api.mailer,
  publicUrl: api.config.publicUrl,
  log: api.log,
  invoices: api.config.invoices,
});

function byCode(
  config: Config,
  withApi: <T>(config: Config, run: (api: FastifyInstance) => Promise<T>) => Promise<T>,
  code: string,
  run: (deps: SettleDeps, id: string) => Promise<string>,
): Promise<CommandResult> {
  return withApi(config, async (api) => {
    const row = await createOrdersRepository(api.db).findByCode(code.trim().toUpperCase());
    if (!row) return { code: 1, message: `No order has the code ${code}` };
    try {
      return { code: 0, message: await run(deps(api), row.id) };
    } catch (error) {
      if (error instanceof HttpError) return { code: 1, message: error.message };
      throw error;
    }
  });
}
