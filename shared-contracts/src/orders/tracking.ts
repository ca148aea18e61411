import { detailDate } from './dates.js';
import { ordersTexts } from './messages.js';
import { displayStatus, type StatusTone } from './status.js';
import type { OrderStatus, OrderStatusLogs } from './types.js';

/** A step for every status but `pending`, which has none of its own: its timeline starts at Placed. */
export type TrackingStepKey = Exclude<OrderStatus, 'pending'>;

/** One row of the vertical tracking timeline. */
export interface TrackingStep {
  /** 1-based position in the timeline. */
  number: number;
  key: TrackingStepKey;
  title: string;
  message: string;
  /** The step's day, dd/mm/yyyy in India (en-GB), or null when its timestamp is missing. */
  date: string | null;
  done: boolean;
  inProgress: boolean;
  tone: StatusTone;
}

/** What the timeline needs of an order; `orderStatus` may be any case or an unknown value. */
export interface TrackableOrder {
  orderStatus: string | null | undefined;
  paymentStatus?: string | null;
  orderStatusLogs?: Partial<OrderStatusLogs> | null;
}

type FlowStatus = Exclude<OrderStatus, 'cancelled' | 'failed'>;

/** The timeline's words: `ordersTexts.tracking`, or the same group in the person's language. */
export type TrackingTexts = typeof ordersTexts.tracking;

/** How many of the four steps each status shows (product-spec section 4's table). */
const STEPS_SHOWN: Record<FlowStatus, number> = {
  pending: 1,
  placed: 2,
  confirmed: 2,
  shipped: 3,
  completed: 4,
};

/** How far along each status is: a step is done when the status is at or beyond it. */
const REACHED: Record<FlowStatus, number> = {
  pending: 0,
  placed: 1,
  confirmed: 2,
  shipped: 3,
  completed: 4,
};

/** The step shown in progress; step 4 never is, and placed has none. */
const IN_PROGRESS: Partial<Record<FlowStatus, number>> = {
  pending: 1,
  confirmed: 2,
  shipped: 3,
};

interface FlowStepText {
  key: TrackingStepKey;
  title: string;
  stamp: keyof OrderStatusLogs;
  on: (date: string) => string;
  fallback: (status: FlowStatus) => string;
}

/** The four steps of an order on its way, in the words of `t`. */
const flowOf = (t: TrackingTexts): readonly FlowStepText[] => [
  {
    key: 'placed',
    title: t.placedTitle,
    stamp: 'orderPlacedAt',
    on: t.placedOn,
    fallback: (status) => (status === 'pending' ? t.placedAwaiting : t.placedDefault),
  },
  {
    key: 'confirmed',
    title: t.confirmedTitle,
    stamp: 'orderConfirmedAt',
    on: t.confirmedOn,
    fallback: () => t.confirmedDefault,
  },
  {
    key: 'shipped',
    title: t.shippedTitle,
    stamp: 'orderShippedAt',
    on: t.shippedOn,
    fallback: () => t.shippedDefault,
  },
  {
    key: 'completed',
    title: t.completedTitle,
    stamp: 'orderCompletedAt',
    on: t.completedOn,
    fallback: () => t.completedDefault,
  },
];

/**
 * The spec's colour rule read in the order it is written: red for a cancelled or failed order, then
 * green for a done step, then blue for the step in progress, then grey. A step both done and in
 * progress (step 2 when confirmed, step 3 when shipped) is green; `inProgress` still says so.
 */
function toneOf(status: OrderStatus, done: boolean, inProgress: boolean): StatusTone {
  if (status === 'cancelled' || status === 'failed') return 'danger';
  if (done) return 'success';
  if (inProgress) return 'progress';
  return 'muted';
}

/** An unreadable timestamp counts as missing, so the step falls back to its default message. */
const dateOf = (iso: string | null | undefined): string | null => detailDate(iso) || null;

/**
 * The tracking timeline of an order, exactly as product-spec section 4 says, with ARCHITECTURE
 * decision 9's messages for steps 3 and 4. Its titles and messages are `t`'s: English unless a
 * screen passes the group in the person's language (`useTexts(ordersTexts).tracking`); the dates
 * stay dd/mm/yyyy, which names no month, in every language.
 */
export function trackingSteps(
  order: TrackableOrder,
  t: TrackingTexts = ordersTexts.tracking,
): TrackingStep[] {
  const status = displayStatus(order.orderStatus, order.paymentStatus);
  const logs = order.orderStatusLogs ?? {};

  if (status === 'cancelled') {
    const placed = dateOf(logs.orderPlacedAt);
    const cancelled = dateOf(logs.orderCancelledAt);
    return [
      {
        number: 1,
        key: 'placed',
        title: t.placedTitle,
        message: placed ? t.cancelledPlacedOn(placed) : t.cancelledPlacedDefault,
        date: placed,
        done: true,
        inProgress: false,
        tone: toneOf(status, true, false),
      },
      {
        number: 2,
        key: 'cancelled',
        title: t.cancelledTitle,
        message: cancelled ? t.cancelledOn(cancelled) : t.cancelledDefault,
        date: cancelled,
        done: true,
        inProgress: false,
        tone: toneOf(status, true, false),
      },
    ];
  }

  if (status === 'failed') {
    // The spec names no timestamp for a failure; the step is done because the failure happened.
    return [
      {
        number: 1,
        key: 'failed',
        title: t.failedTitle,
        message: t.failedMessage,
        date: null,
        done: true,
        inProgress: false,
        tone: toneOf(status, true, false),
      },
    ];
  }

  return flowOf(t)
    .slice(0, STEPS_SHOWN[status])
    .map((step, index) => {
      const number = index + 1;
      const date = dateOf(logs[step.stamp]);
      const done = REACHED[status] >= number;
      const inProgress = IN_PROGRESS[status] === number;
      return {
        number,
        key: step.key,
        title: step.title,
        message: date ? step.on(date) : step.fallback(status),
        date,
        done,
        inProgress,
        tone: toneOf(status, done, inProgress),
      };
    });
}
