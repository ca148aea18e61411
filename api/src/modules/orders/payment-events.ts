import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { InvoiceConfig } from '../../config.js';
import type { Database, Queryable } from '../../db/client.js';
import { orders, paymentEvents, type OrderRow } from '../../db/schema/orders.js';
import type { RazorpayWebhookEvent } from '../payments/public.js';
import { lockOrder } from './repository.js';
import { settleOrder, type LinkState, type Settled } from './settlement.js';

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

/** What an event says of its order's link; undefined for the events Tapfolio does not act on. */
function linkState(event: RazorpayWebhookEvent): LinkState | undefined {
  switch (event.event) {
    case 'payment_link.paid': {
      const link = event.payload.payment_link!.entity;
      const payment = event.payload.payment?.entity ?? {};
      const reference = typeof payment.id === 'string' ? payment.id : link.id;
      return { kind: 'paid', link, payment, reference };
    }
    case 'payment_link.expired':
    case 'payment_link.cancelled':
      return { kind: 'closed' };
    case 'payment.failed':
      return { kind: 'payment-failed' };
    default:
      return undefined;
  }
}

async function apply(
  tx: Queryable,
  event: RazorpayWebhookEvent,
  invoicing: InvoiceConfig,
): Promise<Settled> {
  const order = await findOrder(tx, event);
  if (!order) return { outcome: 'no-order' };
  const state = linkState(event);
  return state ? settleOrder(tx, order, state, invoicing) : { outcome: 'ignored' };
}

/**
 * One verified webhook event, applied once: its id is written in the same transaction as its
 * effect, so a redelivery, or ten at once, finds it and changes nothing (the concurrent ones wait
 * on the first's row and then see it). A failure rolls both back, and Razorpay delivers again.
 */
export async function handlePaymentEvent(
  { db, invoices }: { db: Database; invoices: InvoiceConfig },
  eventId: string,
  event: RazorpayWebhookEvent,
  log: FastifyBaseLogger,
): Promise<Settled> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ eventId, event: event.event, outcome: 'processing' })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!fresh) return { outcome: 'duplicate' as const };
    const handled = await apply(tx, event, invoices);
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
