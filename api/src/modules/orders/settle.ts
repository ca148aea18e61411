import type { FastifyBaseLogger } from 'fastify';
import type { InvoiceConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { OrderRow } from '../../db/schema/orders.js';
import type { Mailer } from '../../plugins/mail.js';
import type { PaymentLink, RazorpayClient } from '../payments/public.js';
import { mailOrderOwner } from './order-emails.js';
import { lockOrder } from './repository.js';
import { settleOrder, type LinkState, type Settled } from './settlement.js';
import { failPayment } from './transitions.js';

export interface SettleDeps {
  db: Database;
  razorpay: RazorpayClient;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The seller and the tax of the invoice a payment issues. */
  invoices: InvoiceConfig;
}

/** What a link fetched from Razorpay says; undefined while it can still be paid. */
function stateOf(link: PaymentLink): LinkState | undefined {
  if (link.status === 'paid') {
    return { kind: 'paid', link, reference: link.payments?.[0]?.payment_id ?? link.id };
  }
  if (link.status === 'expired' || link.status === 'cancelled') return { kind: 'closed' };
  return undefined;
}

/**
 * Brings an order in line with its link as Razorpay reports it now (the callback and the
 * reconciler ask Razorpay rather than trust what they were told). Running it again changes nothing.
 */
export async function settleFromLink(
  { db, invoices }: Pick<SettleDeps, 'db' | 'invoices'>,
  orderId: string,
  link: PaymentLink,
): Promise<Settled> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return { outcome: 'no-order' as const };
    const state = stateOf(link);
    return state
      ? settleOrder(tx, order, state, invoices)
      : { outcome: 'unchanged' as const, order };
  });
}

/**
 * What follows a committed change. The paid mail is handed to the mailer before this resolves
 * (the mailer then owns it, and closing the API waits for it); closing a failed order's link runs
 * in the background.
 */
export async function afterSettled(deps: SettleDeps, handled: Settled): Promise<void> {
  if (handled.outcome === 'placed' && handled.order) {
    await mailOrderOwner(deps, 'paid', handled.order).catch((err: unknown) =>
      deps.log.error({ err }, 'order mail failed'),
    );
  }
  if (handled.cancelLinkId) {
    const linkId = handled.cancelLinkId;
    void deps.razorpay.cancelPaymentLink(linkId).catch((err: unknown) =>
      // Already paid meanwhile: its paid event places or flags the order.
      deps.log.warn({ err, linkId }, 'payment link of a failed order not cancelled'),
    );
  }
}

/** Far longer than Razorpay's own answer can take (its client gives up well before). */
export const UNLINKED_AFTER_MS = 10 * 60_000;

export interface ReconcileReport {
  checked: number;
  placed: number;
  failed: number;
  flagged: number;
  errors: number;
}

/**
 * Orders still pending some minutes after their link was made are looked up at Razorpay, so a
 * webhook that never came loses no payment. Safe to run twice, or on two servers at once: each
 * change happens under the order's lock and only once.
 */
export async function reconcilePayments(
  deps: SettleDeps,
  { olderThanMs = 5 * 60_000, now = new Date() } = {},
  pending: (before: Date) => Promise<OrderRow[]>,
  unlinked: (before: Date) => Promise<OrderRow[]> = async () => [],
): Promise<ReconcileReport> {
  const report: ReconcileReport = { checked: 0, placed: 0, failed: 0, flagged: 0, errors: 0 };
  // An order whose link was never attached (the server stopped in between) cannot be paid: it
  // fails, and its cards go back into the cart. Ten minutes on, whatever `olderThanMs` says: a
  // link being asked for right now is not abandoned.
  for (const order of await unlinked(new Date(now.getTime() - UNLINKED_AFTER_MS))) {
    report.checked++;
    const failed = await deps.db.transaction(async (tx) => {
      const row = await lockOrder(tx, order.id);
      return row && !row.razorpayLinkId ? failPayment(tx, row, now) : undefined;
    });
    if (failed) report.failed++;
  }
  for (const order of await pending(new Date(now.getTime() - olderThanMs))) {
    report.checked++;
    try {
      const link = await deps.razorpay.fetchPaymentLink(order.razorpayLinkId!);
      const handled = await settleFromLink(deps, order.id, link);
      if (handled.outcome === 'placed') report.placed++;
      if (handled.outcome === 'failed') report.failed++;
      if (handled.outcome === 'flagged') report.flagged++;
      await afterSettled(deps, handled);
    } catch (err) {
      report.errors++;
      deps.log.warn({ err, order: order.code }, 'payment link could not be reconciled');
    }
  }
  return report;
}
