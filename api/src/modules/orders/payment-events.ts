import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { orders, paymentEvents, type OrderRow } from '../../db/schema/index.js';
import type { PaymentLink, RazorpayWebhookEvent } from '../payments/types.js';
import { lockOrder, type Queryable } from './repository.js';
import { failPayment, recordPayment, type PaymentOutcome } from './transitions.js';

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

export type EventOutcome =
  PaymentOutcome | 'duplicate' | 'failed' | 'unchanged' | 'flagged' | 'no-order' | 'ignored';

export interface HandledEvent {
  outcome: EventOutcome;
  /** The order after the event, when one changed. */
  order?: OrderRow;
  /** A link to cancel once committed (its payment failed: the order is over). */
  cancelLinkId?: string;
}

const PAYMENT_LINK_ID = /^plink_[A-Za-z0-9]{1,40}$/;

/** The order a `payment.failed` is about: our notes on the link, else the payment's description. */
function failedPaymentOrder(tx: Queryable, payment: Record<string, unknown>) {
  const notes = payment.notes as Record<string, unknown> | unknown[] | undefined;
  const code =
    !Array.isArray(notes) && typeof notes?.order_code === 'string' ? notes.order_code : '';
  if (code) return tx.select().from(orders).where(eq(orders.code, code));
  // Razorpay describes a link's payment as "#{link id without plink_}".
  const description = typeof payment.description === 'string' ? payment.description : '';
  const linkId = `plink_${description.replace(/^#/, '')}`;
  if (!PAYMENT_LINK_ID.test(linkId)) return Promise.resolve([] as OrderRow[]);
  return tx.select().from(orders).where(eq(orders.razorpayLinkId, linkId));
}

async function findOrder(
  tx: Queryable,
  event: RazorpayWebhookEvent,
): Promise<OrderRow | undefined> {
  const link = event.payload.payment_link?.entity;
  let found: OrderRow[] = [];
  if (link && typeof link.id === 'string') {
    found = await tx.select().from(orders).where(eq(orders.razorpayLinkId, link.id));
  } else if (event.payload.payment?.entity) {
    found = await failedPaymentOrder(tx, event.payload.payment.entity);
  }
  const [row] = found;
  return row && lockOrder(tx, row.id);
}

async function apply(tx: Queryable, event: RazorpayWebhookEvent): Promise<HandledEvent> {
  const order = await findOrder(tx, event);
  if (!order) return { outcome: 'no-order' };
  switch (event.event) {
    case 'payment_link.paid': {
      const link = event.payload.payment_link!.entity;
      const payment = event.payload.payment?.entity ?? {};
      const mismatch =
        paidLinkMismatch(order, link) ??
        (payment.amount !== order.totalPaise || payment.currency !== order.currency
          ? 'payment-amount-mismatch'
          : undefined);
      if (mismatch) {
        const [flagged] = await tx
          .update(orders)
          .set({ paymentFlag: mismatch })
          .where(eq(orders.id, order.id))
          .returning();
        return { outcome: 'flagged', order: flagged };
      }
      const reference = typeof payment.id === 'string' ? payment.id : link.id;
      const { outcome, row } = await recordPayment(tx, order, reference);
      return { outcome, order: row };
    }
    case 'payment_link.expired':
    case 'payment_link.cancelled': {
      const failed = await failPayment(tx, order);
      return failed ? { outcome: 'failed', order: failed } : { outcome: 'unchanged' };
    }
    case 'payment.failed': {
      const failed = await failPayment(tx, order);
      return failed
        ? { outcome: 'failed', order: failed, cancelLinkId: order.razorpayLinkId ?? undefined }
        : { outcome: 'unchanged' };
    }
    default:
      return { outcome: 'ignored' };
  }
}

/**
 * One verified webhook event, applied once: its id is written in the same transaction as its
 * effect, so a redelivery, or ten at once, finds it and changes nothing (the concurrent ones wait
 * on the first's row and then see it). A failure rolls both back, and Razorpay delivers again.
 */
export async function handlePaymentEvent(
  db: Database,
  eventId: string,
  event: RazorpayWebhookEvent,
  log: FastifyBaseLogger,
): Promise<HandledEvent> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ eventId, event: event.event, outcome: 'processing' })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!fresh) return { outcome: 'duplicate' as const };
    const handled = await apply(tx, event);
    await tx
      .update(paymentEvents)
      .set({ outcome: handled.outcome, orderId: handled.order?.id ?? null })
      .where(eq(paymentEvents.eventId, eventId));
    if (handled.outcome === 'flagged') {
      log.error(
        { eventId, order: handled.order?.code, flag: handled.order?.paymentFlag },
        'payment event does not match its order: flagged, not paid',
      );
    }
    return handled;
  });
}
