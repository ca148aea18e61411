import { eq } from 'drizzle-orm';
import {
  trackingUrlOf,
  type AuditEntry,
  type OrderStatus,
  type StaffOrderDetail,
  type TimelineEntry,
} from 'shared-contracts';
import type { Queryable } from '../../db/client.js';
import { users, type OrderRow } from '../../db/schema/index.js';
import { auditOf } from '../audit/public.js';
import { staffCardsOfOrder } from '../nfc-cards/public.js';
import { orderWithLines } from './repository.js';

/** Which audit action records a step of the timeline. */
const STEP_OF: Partial<Record<AuditEntry['action'], TimelineEntry['status']>> = {
  'order.paid': 'paid',
  'order.confirmed': 'confirmed',
  'order.shipped': 'shipped',
  'order.delivered': 'completed',
  'order.cancelled': 'cancelled',
};

const noteOf = (row: OrderRow, step: TimelineEntry['status'], entry?: AuditEntry) => {
  if (step === 'shipped' && row.courier) return `${row.courier}: ${row.tracking ?? ''}`.trim();
  if (step === 'cancelled') return row.cancelReason;
  if (step === 'paid' && entry) {
    const after = entry.after as { reference?: unknown } | null;
    return typeof after?.reference === 'string' ? `Reference ${after.reference}` : null;
  }
  return null;
};

/**
 * The order's life as staff read it: each step the order's own stamps say it took, with who took
 * it from the audit log (a staff member's e-mail), or nobody named for what the system did (the
 * buyer's checkout, a Razorpay payment, the reconciler).
 */
function timelineOf(row: OrderRow, audit: AuditEntry[]): TimelineEntry[] {
  const byStep = new Map<TimelineEntry['status'], AuditEntry>();
  for (const entry of audit) {
    const step = STEP_OF[entry.action];
    if (step) byStep.set(step, entry);
  }
  const stamps: [TimelineEntry['status'], Date | null][] = [
    ['pending', row.createdAt],
    ['placed', row.placedAt],
    ['confirmed', row.confirmedAt],
    ['shipped', row.shippedAt],
    ['completed', row.completedAt],
    ['cancelled', row.cancelledAt],
    ['failed', row.failedAt],
  ];
  const steps: TimelineEntry[] = stamps.flatMap(([status, at]) => {
    if (!at) return [];
    // Staff who recorded an offline payment placed the order.
    const entry = byStep.get(status) ?? (status === 'placed' ? byStep.get('paid') : undefined);
    return [
      {
        status,
        at: at.toISOString(),
        by: entry?.actorEmail ?? null,
        note: noteOf(row, status === 'placed' && entry ? 'paid' : status, entry),
      },
    ];
  });
  // A payment recorded on an order that stayed where it was (cancelled, paid twice).
  const paid = byStep.get('paid');
  if (paid && !steps.some((step) => step.by === paid.actorEmail && step.status === 'placed')) {
    steps.push({
      status: 'paid',
      at: paid.at,
      by: paid.actorEmail,
      note: noteOf(row, 'paid', paid),
    });
  }
  return steps.sort((a, b) => a.at.localeCompare(b.at));
}

/** Everything staff need to act on one order. */
export async function staffOrderDetail(
  db: Queryable,
  row: OrderRow,
  publicUrl: string,
): Promise<StaffOrderDetail> {
  const [order, owner, cards, audit] = await Promise.all([
    orderWithLines(db, row),
    row.userId
      ? db.select({ email: users.email }).from(users).where(eq(users.id, row.userId))
      : Promise.resolve([]),
    staffCardsOfOrder(db, row.id, publicUrl),
    auditOf(db, row.id),
  ]);
  return {
    _id: row.id,
    code: row.code,
    orderStatus: row.status as OrderStatus,
    paymentStatus: row.paymentStatus,
    totalPrice: order.totalPrice,
    createdAt: order.createdAt,
    address: row.address,
    products: order.products,
    nfcDetails: row.nfcDetails,
    customer: { name: row.address.name, email: owner[0]?.email ?? null, phone: row.address.mobile },
    payment: {
      linkUrl: row.razorpayLinkUrl,
      linkId: row.razorpayLinkId,
      // A Razorpay payment id starts "pay_"; anything else is a reference staff recorded.
      paymentId: row.paymentReference?.startsWith('pay_') ? row.paymentReference : null,
      reference:
        row.paymentReference && !row.paymentReference.startsWith('pay_')
          ? row.paymentReference
          : null,
      flag: row.paymentFlag,
    },
    shipping: {
      courier: row.courier,
      tracking: row.tracking,
      trackingUrl: trackingUrlOf(row.tracking),
    },
    cancelReason: row.cancelReason,
    cards,
    timeline: timelineOf(row, audit),
  };
}
