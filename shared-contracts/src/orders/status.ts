import { ordersTexts } from './messages.js';
import type { OrderStatus } from './types.js';

/** Every status the screens show, in the order an order moves through them, then the two ends. */
export const ORDER_STATUSES = [
  'pending',
  'placed',
  'confirmed',
  'shipped',
  'completed',
  'cancelled',
  'failed',
] as const satisfies readonly OrderStatus[];

export const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = ordersTexts.statusLabels;

/**
 * A status colour as meaning, not CSS: each screen picks its own red, green, blue and grey for
 * danger, success, progress and muted.
 */
export type StatusTone = 'danger' | 'success' | 'progress' | 'muted';

const known = new Set<string>(ORDER_STATUSES);

/**
 * The status a screen shows for an order (product-spec section 4), whatever the case of the
 * server's value: the seven statuses as themselves, "success" as completed, and anything else as
 * failed when the payment failed, otherwise pending.
 */
export function displayStatus(
  orderStatus: string | null | undefined,
  paymentStatus?: string | null,
): OrderStatus {
  const status = (orderStatus ?? '').trim().toLowerCase();
  if (known.has(status)) return status as OrderStatus;
  if (status === 'success') return 'completed';
  return (paymentStatus ?? '').trim().toLowerCase() === 'failed' ? 'failed' : 'pending';
}

/**
 * An order's colour in the list: red when it ended badly, green when completed, blue while it is
 * on its way (paid and not yet delivered), grey while it waits for payment.
 */
export function statusTone(status: OrderStatus): StatusTone {
  switch (status) {
    case 'cancelled':
    case 'failed':
      return 'danger';
    case 'completed':
      return 'success';
    case 'placed':
    case 'confirmed':
    case 'shipped':
      return 'progress';
    case 'pending':
      return 'muted';
  }
}
