import type { OrderStatus } from './types.js';

/** Distinct products in one order; the cart never gets near it, a forged body may. */
export const ORDER_MAX_LINES = 50;

/** "TF-" and six characters without 0/O, 1/I/L or U: easy to read out on the phone. */
export const ORDER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ORDER_CODE_PATTERN = /^TF-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/;

/**
 * Orders one person may hold unpaid at once: each holds a payment link and its cards' stock, so
 * a few are enough for any buyer (a link expires after a day), and no one can pile them up.
 */
export const MAX_UNPAID_ORDERS = 3;

/** How long a payment link stays payable (Razorpay wants at least 15 minutes). */
export const PAYMENT_LINK_TTL_SECONDS = 24 * 60 * 60;

/**
 * Where an order may go next (ARCHITECTURE "Orders and payments"): only forward along pending ->
 * placed -> confirmed -> shipped -> completed, or to cancelled / failed while nothing has shipped.
 * One step back is allowed, and only for a payment: money that arrives for a failed order (its
 * link was still open) places it, as the money is real.
 */
const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['placed', 'cancelled', 'failed'],
  placed: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['completed'],
  completed: [],
  cancelled: [],
  failed: [],
};

/** Whether an admin (or a payment event) may move an order from one status to another. */
export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean =>
  NEXT[from].includes(to);

/** Statuses an order may still reach from this one, in order. */
export const nextOrderStatuses = (from: OrderStatus): readonly OrderStatus[] => NEXT[from];

/** Whether a payment may place an order in this status (pending, or failed with a paid link). */
export const paymentMayPlace = (status: OrderStatus) => status === 'pending' || status === 'failed';
