import { eq } from 'drizzle-orm';
import {
  backofficeErrors,
  orderErrors as e,
  type AuditAction,
  type OrderStatus,
} from 'shared-contracts';
import type { Queryable } from '../../db/client.js';
import { orders, type OrderRow } from '../../db/schema/index.js';
import { HttpError, conflict, notFound } from '../../lib/http-error.js';
import { recordAudit, type Actor } from '../audit/public.js';
import { mailOrderOwner, type OrderMailKind } from './order-emails.js';
import { creditOrder } from './invoicing.js';
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
async function mailOwner(deps: SettleDeps, kind: OrderMailKind, row: OrderRow) {
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

/** What a staff move carries besides its status: the parcel's courier and tracking, a reason. */
export type MoveDetails =
  | { to: 'confirmed' | 'completed' }
  | { to: 'shipped'; courier: string; tracking: string }
  | { to: 'cancelled'; reason: string };

const AUDIT_OF: Record<MoveDetails['to'], AuditAction> = {
  confirmed: 'order.confirmed',
  shipped: 'order.shipped',
  completed: 'order.delivered',
  cancelled: 'order.cancelled',
};

const MAIL_OF: Record<MoveDetails['to'], OrderMailKind> = {
  confirmed: 'confirmed',
  shipped: 'shipped',
  completed: 'delivered',
  cancelled: 'cancelled',
};

/** The move as an order row's columns: what it records besides the status. */
function extrasOf(move: MoveDetails): Partial<OrderRow> {
  // The command line moves an order without them.
  if (move.to === 'shipped' && move.courier) {
    return { courier: move.courier, tracking: move.tracking };
  }
  if (move.to === 'cancelled' && move.reason) return { cancelReason: move.reason };
  return {};
}

/** Why a move is refused, said plainly: twice the same click, a cancel after shipping, or not allowed. */
function refusal(from: OrderStatus, to: OrderStatus): HttpError {
  if (from === to) return conflict(backofficeErrors.alreadyInStatus(to));
  if (to === 'cancelled' && (from === 'shipped' || from === 'completed')) {
    return conflict(backofficeErrors.cancelAfterShipping);
  }
  return conflict(e.statusNotAllowed(from, to));
}

/** The audit entry of an order's change, written in the change's own transaction. */
const auditOrder = (
  tx: Queryable,
  actor: Actor,
  action: AuditAction,
  before: OrderRow,
  after: OrderRow,
  extra: Record<string, unknown> = {},
) =>
  recordAudit(tx, actor, {
    action,
    subject: `order ${before.code}`,
    subjectId: before.id,
    before: { status: before.status, paymentStatus: before.paymentStatus },
    after: { status: after.status, paymentStatus: after.paymentStatus, ...extra },
  });

/**
 * Staff move an order on (confirmed, shipped with its courier and tracking, completed) or cancel
 * it with a reason. Placing is not a move staff make: money places an order (markOrderPaid for a
 * bank transfer). The order is locked, so of two staff (or two clicks) at once one moves it and
 * the other is told it already has moved; the audit entry commits with the change.
 */
export async function advanceOrder(
  deps: SettleDeps,
  actor: Actor,
  orderId: string,
  move: MoveDetails | { to: OrderStatus },
): Promise<AdminChange> {
  const moved = await deps.db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (!row) throw notFound(e.orderNotFound);
    if (move.to === 'placed') {
      throw new HttpError(
        409,
        'An order is placed by its payment: mark it paid instead',
        'CONFLICT',
      );
    }
    if (!ADMIN_MOVES.has(move.to)) throw conflict(e.statusNotAllowed(row.status, move.to));
    const details = move as MoveDetails;
    const now = new Date();
    const updated = await moveOrder(tx, row, details.to, now);
    if (!updated) throw refusal(row.status, details.to);
    // Cancelled after it was paid: its invoice is taken back by a credit note, with the move.
    if (details.to === 'cancelled' && row.paymentStatus === 'Paid') {
      await creditOrder(tx, updated, now);
    }
    const extras = extrasOf(details);
    const [after] = Object.keys(extras).length
      ? await tx.update(orders).set(extras).where(eq(orders.id, row.id)).returning()
      : [updated];
    await auditOrder(tx, actor, AUDIT_OF[details.to], row, after!, extras);
    return { before: row, after: after! };
  });
  // An unpaid order that is called off owes its buyer nothing to read; a paid one does.
  if (move.to !== 'cancelled' || moved.before.paymentStatus === 'Paid') {
    await mailOwner(deps, MAIL_OF[move.to as MoveDetails['to']], moved.after);
  }
  // A cancelled unpaid order's link must not take money any more.
  const linkId = moved.before.status === 'pending' ? moved.before.razorpayLinkId : null;
  return {
    row: moved.after,
    ...(move.to === 'cancelled' && linkId && { linkCancelled: cancelLink(deps, linkId) }),
  };
}

/**
 * Paid outside Razorpay (a bank transfer), with the transfer's reference. A pending order is
 * placed and its link closed, so it is not paid a second time; a failed one is placed (its link is
 * over already); a cancelled one keeps its status, marked paid and flagged (the money is due back).
 */
export async function markOrderPaid(
  deps: SettleDeps,
  actor: Actor,
  orderId: string,
  reference: string,
): Promise<AdminChange> {
  const handled = await deps.db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (!row) throw notFound(e.orderNotFound);
    if (row.paymentStatus === 'Paid') throw conflict(e.alreadyPaid);
    const paid = await recordPayment(tx, row, reference, deps.invoices);
    await auditOrder(tx, actor, 'order.paid', row, paid.row, { reference });
    return { before: row, ...paid };
  });
  if (handled.outcome !== 'placed') return { row: handled.row };
  await mailOwner(deps, 'paid', handled.row);
  const linkId = handled.before.status === 'pending' ? handled.before.razorpayLinkId : null;
  return { row: handled.row, ...(linkId && { linkCancelled: cancelLink(deps, linkId) }) };
}
