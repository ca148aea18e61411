import { orderErrors as e, type OrderStatus } from 'shared-contracts';
import type { OrderRow } from '../../db/schema/index.js';
import { HttpError, conflict, notFound } from '../../lib/http-error.js';
import { mailOrderOwner } from './order-emails.js';
import { lockOrder } from './repository.js';
import type { SettleDeps } from './settle.js';
import { moveOrder, recordPayment } from './transitions.js';

/**
 * The moves an admin makes. Placing is money's (markOrderPaid for a bank transfer), and failing is
 * a payment's or its link's: an order an admin gives up on is cancelled, and its link closed.
 */
const ADMIN_MOVES: ReadonlySet<OrderStatus> = new Set<OrderStatus>([
  'confirmed',
  'shipped',
  'completed',
  'cancelled',
]);

/** An order an admin changed, and what follows it. */
export interface AdminChange {
  row: OrderRow;
  /**
   * The order's payment link being cancelled at Razorpay, in the background, so it takes no more
   * money: true once cancelled, false when it could not be (logged; the link may still be paid).
   * Absent when there was no open link to close.
   */
  linkCancelled?: Promise<boolean>;
}

/**
 * The owner's mail is handed to the mailer before the change is answered: the mailer then owns it
 * (and `close` waits for it), so a command that closes the API right after cannot lose it. The
 * owner's lookup is all this waits for; sending stays in the background.
 */
async function mailOwner(deps: SettleDeps, kind: 'paid' | 'shipped', row: OrderRow) {
  try {
    await mailOrderOwner(deps, kind, row);
  } catch (err) {
    deps.log.error({ err, order: row.code }, 'order mail failed');
  }
}

function cancelLink(deps: SettleDeps, linkId: string): Promise<boolean> {
  return deps.razorpay.cancelPaymentLink(linkId).then(
    () => true,
    (err: unknown) => {
      // Paid meanwhile: its paid event finds the order already settled.
      deps.log.warn({ err, linkId }, 'payment link not cancelled: it may still take a payment');
      return false;
    },
  );
}

/**
 * An admin moves an order on (confirmed, shipped, completed) or cancels it. Placing is not a move
 * an admin makes: money places an order (markOrderPaid for a bank transfer).
 */
export async function advanceOrder(
  deps: SettleDeps,
  orderId: string,
  to: OrderStatus,
): Promise<AdminChange> {
  const moved = await deps.db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (!row) throw notFound(e.orderNotFound);
    if (to === 'placed') {
      throw new HttpError(
        409,
        'An order is placed by its payment: mark it paid instead',
        'CONFLICT',
      );
    }
    const updated = ADMIN_MOVES.has(to) ? await moveOrder(tx, row, to) : undefined;
    if (!updated) throw conflict(e.statusNotAllowed(row.status, to));
    return { before: row, after: updated };
  });
  if (to === 'shipped') await mailOwner(deps, 'shipped', moved.after);
  // A cancelled unpaid order's link must not take money any more.
  const linkId = moved.before.status === 'pending' ? moved.before.razorpayLinkId : null;
  return {
    row: moved.after,
    ...(to === 'cancelled' && linkId && { linkCancelled: cancelLink(deps, linkId) }),
  };
}

/**
 * Paid outside Razorpay (a bank transfer), with the transfer's reference. A pending order is
 * placed and its link closed, so it is not paid a second time; a failed one is placed (its link is
 * over already); a cancelled one keeps its status, marked paid and flagged (the money is due back).
 */
export async function markOrderPaid(
  deps: SettleDeps,
  orderId: string,
  reference: string,
): Promise<AdminChange> {
  const handled = await deps.db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (!row) throw notFound(e.orderNotFound);
    if (row.paymentStatus === 'Paid') throw conflict(e.alreadyPaid);
    return { before: row, ...(await recordPayment(tx, row, reference)) };
  });
  if (handled.outcome !== 'placed') return { row: handled.row };
  await mailOwner(deps, 'paid', handled.row);
  const linkId = handled.before.status === 'pending' ? handled.before.razorpayLinkId : null;
  return { row: handled.row, ...(linkId && { linkCancelled: cancelLink(deps, linkId) }) };
}
