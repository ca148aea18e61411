import type { FastifyInstance } from 'fastify';
import { ValidationError } from 'yup';
import {
  ORDER_STATUSES,
  adminOrderPaidSchema,
  formatPrice,
  listDate,
  toRupees,
  type OrderStatus,
} from 'shared-contracts';
import type { Config } from '../config.js';
import { HttpError } from '../lib/http-error.js';
import { advanceOrder, markOrderPaid } from '../modules/orders/admin-actions.js';
import { createOrdersRepository } from '../modules/orders/repository.js';
import { reconcilePayments, type SettleDeps } from '../modules/orders/settle.js';
import type { CommandResult } from './command-result.js';

/** The audit log's name for an engineer's command: it has no account of its own. */
const COMMAND_LINE = { id: null, email: 'npm run admin (command line)' };

export const ORDER_USAGE = [
  'npm run admin -- orders [status]',
  'npm run admin -- advance <code> <confirmed|shipped|completed|cancelled>',
  'npm run admin -- paid <code> <reference>',
  'npm run admin -- reconcile',
].join(' | ');

const isStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

/**
 * The order commands run the API's own functions (state machine, mails, Razorpay) on an API
 * instance that is built but never listens, so the command line and the admin routes cannot drift.
 */
export async function runOrderCommand(
  args: string[],
  config: Config,
  withApi: <T>(config: Config, run: (api: FastifyInstance) => Promise<T>) => Promise<T>,
): Promise<CommandResult> {
  const [action, ...rest] = args;
  const usage = { code: 2, message: `Usage: ${ORDER_USAGE}` };
  if (action === 'orders' && rest.length <= 1 && (!rest[0] || isStatus(rest[0]))) {
    return withApi(config, async (api) => {
      const rows = await createOrdersRepository(api.db).list(rest[0] as OrderStatus | undefined);
      if (rows.length === 0) return { code: 0, message: 'No orders' };
      const lines = rows.map((row) =>
        [
          row.code,
          row.status.padEnd(9),
          row.paymentStatus.padEnd(7),
          formatPrice(toRupees(row.totalPaise)).padStart(10),
          listDate(row.createdAt.toISOString()),
          row.paymentFlag ? `FLAG ${row.paymentFlag}` : '',
        ]
          .join('  ')
          .trimEnd(),
      );
      return { code: 0, message: lines.join('\n') };
    });
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
      ({ reference } = await adminOrderPaidSchema.validate({ reference: given }));
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
