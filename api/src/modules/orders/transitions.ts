import { eq } from 'drizzle-orm';
import { canMoveOrder, paymentMayPlace, type OrderStatus } from 'shared-contracts';
import type { InvoiceConfig } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { orderLines, orders, type OrderRow } from '../../db/schema/orders.js';
import { restoreCartLines } from '../cart/public.js';
import { makeMissingCards } from '../nfc-cards/public.js';
import { markSold } from '../products/public.js';
import { invoiceOrder } from './invoicing.js';

/** What each line of an order sold: the product and how many. */
const linesOf = (tx: Queryable, orderId: string) =>
  tx
    .select({ productId: orderLines.productId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));

/** The column each status is stamped in when an order reaches it. */
const STAMPS = {
  placed: 'placedAt',
  confirmed: 'confirmedAt',
  shipped: 'shippedAt',
  completed: 'completedAt',
  cancelled: 'cancelledAt',
  failed: 'failedAt',
} as const satisfies Partial<Record<OrderStatus, keyof OrderRow>>;

const stamp = (to: OrderStatus, now: Date) => (to === 'pending' ? {} : { [STAMPS[to]]: now });

/**
 * Moves a locked order one step, if the step is allowed (forward only, or to cancelled/failed
 * before shipping). Answers the updated row, or undefined when the move is not allowed.
 */
export async function moveOrder(
  tx: Queryable,
  row: OrderRow,
  to: Exclude<OrderStatus, 'placed'>,
  now = new Date(),
): Promise<OrderRow | undefined> {
  if (!canMoveOrder(row.status, to)) return undefined;
  const [updated] = await tx
    .update(orders)
    .set({
      status: to,
      ...stamp(to, now),
      ...(to === 'failed' && row.paymentStatus !== 'Paid' && { paymentStatus: 'Failed' as const }),
    })
    .where(eq(orders.id, row.id))
    .returning();
  return updated;
}

export type PaymentOutcome = 'placed' | 'already-paid' | 'paid-twice' | 'paid-while-closed';

/**
 * Money arrived for a locked order (Razorpay, or a bank transfer an admin recorded): every
 * payment path comes through here. A pending order, or one failed while its link could still be
 * paid, is placed; the sold counters, its NFC cards and its tax invoice come with it, once. An
 * order paid twice over stays as it is, and one cancelled meanwhile keeps its status but is
 * marked paid and flagged, so the money is never lost from sight (it is due back; nothing was
 * supplied, so no invoice).
 */
export async function recordPayment(
  tx: Queryable,
  row: OrderRow,
  reference: string,
  invoicing: InvoiceConfig,
  now = new Date(),
): Promise<{ outcome: PaymentOutcome; row: OrderRow }> {
  if (row.paymentStatus === 'Paid') {
    // The same payment told again (webhook, callback, reconciler) changes nothing; another one
    // (a bank transfer recorded while the link was paid too) is money to give back: flagged.
    if (row.paymentReference === reference) return { outcome: 'already-paid', row };
    const [flagged] = await tx
      .update(orders)
      .set({ paymentFlag: 'paid-twice' })
      .where(eq(orders.id, row.id))
      .returning();
    return { outcome: 'paid-twice', row: flagged! };
  }
  if (!paymentMayPlace(row.status)) {
    const [updated] = await tx
      .update(orders)
      .set({ paymentStatus: 'Paid', paymentReference: reference, paymentFlag: 'paid-while-closed' })
      .where(eq(orders.id, row.id))
      .returning();
    return { outcome: 'paid-while-closed', row: updated! };
  }
  const [updated] = await tx
    .update(orders)
    .set({
      status: 'placed',
      paymentStatus: 'Paid',
      paymentReference: reference,
      placedAt: now,
    })
    .where(eq(orders.id, row.id))
    .returning();
  // Popularity counts what was sold, once, when it is paid.
  await markSold(tx, await linesOf(tx, row.id));
  // Its NFC cards exist exactly when it is paid: one code per unit, in this same transaction.
  await makeMissingCards(tx, updated!);
  // Its tax invoice, numbered under the counter's lock until this transaction commits.
  await invoiceOrder(tx, invoicing, updated!, now);
  return { outcome: 'placed', row: updated! };
}

/**
 * The payment failed or its link closed unpaid: a pending order fails; nothing else changes. Its
 * cards go back into the person's cart (those still sold, unless already there), so "Please try
 * again" is one tap on Checkout, not a search through the shop.
 */
export async function failPayment(tx: Queryable, row: OrderRow, now = new Date()) {
  if (row.status !== 'pending' || row.paymentStatus === 'Paid') return undefined;
  const failed = await moveOrder(tx, row, 'failed', now);
  // A bulk order's cards were never in a cart: fifty of them would fill the admin's.
  if (failed && row.userId && !row.bulk) {
    await restoreCartLines(tx, row.userId, await linesOf(tx, row.id));
  }
  return failed;
}
