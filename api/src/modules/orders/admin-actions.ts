import { orderErrors as e, type OrderStatus } from 'shared-contracts';
import type { OrderRow } from '../../db/schema/index.js';
import { HttpError, conflict, notFound } from '../../lib/http-error.js';
import { mailOrderOwner } from './order-emails.js';
import { lockOrder } from './repository.js';
import { afterSettled, type SettleDeps } from './settle.js';
import { moveOrder, recordPayment } from './transitions.js';

/**
 * An admin moves an order on (confirmed, shipped, completed) or cancels it. Placing is not a move
 * an admin makes: money places an order (markOrderPaid for a bank transfer).
 */
export async function advanceOrder(
  deps: SettleDeps,
  orderId: string,
  to: OrderStatus,
): Promise<OrderRow> {
  if (to === 'placed') {
    throw new HttpError(409, 'An order is placed by its payment: mark it paid instead', 'CONFLICT');
  }
  const moved = await deps.db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (!row) throw notFound(e.orderNotFound);
    const updated = await moveOrder(tx, row, to);
    if (!updated) throw conflict(e.statusNotAllowed(row.status, to));
    return { before: row, after: updated };
  });
  if (to === 'shipped') {
    void mailOrderOwner(deps, 'shipped', moved.after).catch((err: unknown) =>
      deps.log.error({ err }, 'order mail failed'),
    );
  }
  // A cancelled unpaid order's link must not take money any more.
  if (to === 'cancelled' && moved.before.status === 'pending' && moved.before.razorpayLinkId) {
    afterSettled(deps, { outcome: 'unchanged', cancelLinkId: moved.before.razorpayLinkId });
  }
  return moved.after;
}

/** Paid outside Razorpay (a bank transfer), with the transfer's reference. */
export async function markOrderPaid(
  deps: SettleDeps,
  orderId: string,
  reference: string,
): Promise<OrderRow> {
  const handled = await deps.db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (!row) throw notFound(e.orderNotFound);
    if (row.paymentStatus === 'Paid') throw conflict(e.alreadyPaid);
    return recordPayment(tx, row, reference);
  });
  afterSettled(deps, {
    outcome: handled.outcome,
    order: handled.row,
    ...(handled.outcome === 'placed' &&
      handled.row.razorpayLinkId && { cancelLinkId: handled.row.razorpayLinkId }),
  });
  return handled.row;
}
