/**
 * Razorpay's Payment Links shapes, field for field as its documentation gives them (snake_case on
 * the wire). Sources (read 2026-11-23, razorpay/markdown-docs @ ab3bda5, mirrored from
 * https://razorpay.com/docs/...):
 * - create: https://razorpay.com/docs/api/payments/payment-links/create-standard
 * - entity: https://razorpay.com/docs/api/payments/payment-links/entity
 * - webhook payloads: https://razorpay.com/docs/webhooks/payment-links
 * - errors: https://razorpay.com/docs/errors
 */

import type { CURRENCY } from 'shared-contracts';

export type PaymentLinkStatus = 'created' | 'partially_paid' | 'expired' | 'cancelled' | 'paid';

export const PAYMENT_LINK_STATUSES: readonly PaymentLinkStatus[] = [
  'created',
  'partially_paid',
  'expired',
  'cancelled',
  'paid',
];

export interface PaymentLinkCustomer {
  name?: string;
  email?: string;
  contact?: string;
}

/** "Defines who handles Payment Link notification": true = Razorpay sends it, false = we do. */
export interface PaymentLinkNotify {
  sms?: boolean;
  email?: boolean;
}

/** POST /v1/payment_links (a Standard link; `upi_link` is live-mode only and not used here). */
export interface CreatePaymentLinkRequest {
  /** Integer, in the currency's smallest unit: paise for INR (₹300 = 30000). */
  amount: number;
  /** ISO code; Razorpay defaults it to INR. Tapfolio always sends its own, CURRENCY ("INR"). */
  currency?: typeof CURRENCY;
  accept_partial?: boolean;
  first_min_partial_amount?: number;
  /** Unix seconds; at least 15 minutes ahead, at most six months (Razorpay's default). */
  expire_by?: number;
  /** "Must be a unique number for each Payment Link", at most 40 characters. */
  reference_id?: string;
  /** At most 2048 characters. */
  description?: string;
  customer?: PaymentLinkCustomer;
  notify?: PaymentLinkNotify;
  reminder_enable?: boolean;
  /** At most 15 pairs, values at most 256 characters (the error says 255). */
  notes?: Record<string, string>;
  /** Where the customer's browser goes after a successful payment, with signed query parameters. */
  callback_url?: string;
  /** "If callback_url parameter is passed, callback_method must be passed with the value get." */
  callback_method?: 'get';
}

/** One captured payment of a link ("Only captured payments will be shown here"). */
export interface PaymentLinkPayment {
  amount: number;
  created_at: number;
  method: string;
  payment_id: string;
  plink_id: string;
  status: 'captured';
  updated_at: number;
}

/** The Payment Link entity (create, fetch and cancel all answer it). */
export interface PaymentLink {
  id: string;
  accept_partial: boolean;
  amount: number;
  amount_paid: number;
  callback_method?: string;
  callback_url?: string;
  cancelled_at: number;
  created_at: number;
  currency: string;
  customer: PaymentLinkCustomer;
  description: string;
  expire_by: number;
  expired_at: number;
  first_min_partial_amount: number;
  notes: Record<string, string> | null;
  notify: PaymentLinkNotify;
  payments: PaymentLinkPayment[] | null;
  reference_id: string;
  reminder_enable: boolean;
  reminders: Record<string, unknown>;
  short_url: string;
  status: PaymentLinkStatus;
  updated_at: number;
  upi_link: boolean;
  user_id: string;
  /** In webhook payloads once an order exists (after a payment). */
  order_id?: string;
}

/** `{ error: {...} }`, the body of every failed Razorpay call (https://razorpay.com/docs/errors). */
export interface RazorpayErrorBody {
  error: {
    code: string;
    description: string;
    field?: string | null;
    source?: string;
    step?: string;
    reason?: string;
    metadata?: Record<string, unknown>;
  };
}

/** The query parameters Razorpay adds to `callback_url` after a successful payment. */
export interface PaymentLinkCallbackParams {
  razorpay_payment_id: string;
  razorpay_payment_link_id: string;
  /** Empty when the link had no reference_id ("No value is returned if reference_id ... not used"). */
  razorpay_payment_link_reference_id: string;
  razorpay_payment_link_status: string;
  razorpay_signature: string;
}

/** A webhook delivery's body (https://razorpay.com/docs/webhooks/payment-links). */
export interface RazorpayWebhookEvent {
  entity: 'event';
  account_id: string;
  event: string;
  contains: string[];
  payload: {
    payment_link?: { entity: PaymentLink };
    payment?: { entity: Record<string, unknown> };
    order?: { entity: Record<string, unknown> };
  };
  created_at: number;
}
