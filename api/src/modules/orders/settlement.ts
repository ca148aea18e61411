import { eq } from 'drizzle-orm';
import type { InvoiceConfig } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { orders, type OrderRow } from '../../db/schema/orders.js';
import type { PaymentLink } from '../payments/public.js';
import { failPayment, recordPayment, type PaymentOutcome } from './transitions.js';

/**
 * What Razorpay says of an order's payment link, from a webhook event or from asking Razorpay
 * (the payment-return callback and the reconciler):
 * - paid: the link, the payment's own amount and currency when the event carries the payment
 *   (a webhook), and the payment's reference;
 * - closed: the link expired or was cancelled unpaid;
 * - payment-failed: a payment on the link failed, which ends the order (its link is then closed).
 */
export type LinkState =
  | {
      kind: 'paid';
      link: PaymentLink;
      payment?: { amount?: unknown; currency?: unknown };
      reference: string;
    }
  | { kind: 'closed' }
  | { kind: 'payment-failed' };

export type SettleOutcome =
  | PaymentOutcome
  | 'duplicate'
  | 'failed'
  | 'unchanged'
  | 'flagged'
  | 'no-order'
  | 'ignored';

export interface Settled {
  outcome: SettleOutcome;
  /** The order after the change, when one changed. */
  order?: OrderRow;
  /** A link to cancel once committed (its payment failed: the order is over). */
  cancelLinkId?: string;
}

/**
 * Why a paid link does not pay its order: anything but the exact link, amount and currency the
 * order was made with is flagged for a person to look at, never paid.
 */
export function paidLinkMismatch(order: OrderRow, link: PaymentLink): string | undefined {
  if (link.id !== order.razorpayLinkId) return 'link-mismatch';
  if (link.reference_id && link.reference_id !== order.code) return 'reference-mismatch';
  if (link.currency !== order.currency) return 'currency-mismatch';
  if (link.amount !== order.totalPaise || link.amount_paid !== order.totalPaise) {
    return 'amount-mismatch';
  }
  if (link.status !== 'paid') return 'link-not-paid';
  return undefined;
}

function paidMismatch(order: OrderRow, state: Extract<LinkState, { kind: 'paid' }>) {
  const { link, payment } = state;
  const paymentDiffers =
    payment && (payment.amount !== order.totalPaise || payment.currency !== order.currency);
  return paidLinkMismatch(order, link) ?? (paymentDiffers ? 'payment-amount-mismatch' : undefined);
}

/**
 * Applies a link's state to its order, locked by the caller's transaction: the one place a
 * payment places, fails or flags an order, whichever way the news came. Applying the same state
 * again changes nothing.
 */
export async function settleOrder(
  tx: Queryable,
  order: OrderRow,
  state: LinkState,
  invoicing: InvoiceConfig,
): Promise<Settled> {
  if (state.kind === 'paid') {
    const mismatch = paidMismatch(order, state);
    if (mismatch) {
      if (order.paymentFlag === mismatch) return { outcome: 'flagged', order };
      const [flagged] = await tx
        .update(orders)
        .set({ paymentFlag: mismatch })
        .where(eq(orders.id, order.id))
        .returning();
      return { outcome: 'flagged', order: flagged };
    }
    const { outcome, row } = await recordPayment(tx, order, state.reference, invoicing);
    return { outcome, order: row };
  }
  const failed = await failPayment(tx, order);
  if (!failed) return { outcome: 'unchanged' };
  return {
    outcome: 'failed',
    order: failed,
    ...(state.kind === 'payment-failed' &&
      order.razorpayLinkId && { cancelLinkId: order.razorpayLinkId }),
  };
}
