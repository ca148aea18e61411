import type { PaymentCallbackInput } from 'shared-contracts';

/** The query Razorpay adds to the return URL after a payment, in the order the server reads it. */
export const PAYMENT_CALLBACK_PARAMS = [
  'razorpay_payment_id',
  'razorpay_payment_link_id',
  'razorpay_payment_link_reference_id',
  'razorpay_payment_link_status',
  'razorpay_signature',
] as const;

export type PaymentCallback = Record<(typeof PAYMENT_CALLBACK_PARAMS)[number], string>;

/**
 * The callback in a query string, or null when there is none: only a signed return counts, and
 * only these five parameters are sent on, whatever else the URL carries.
 */
export function paymentCallbackOf(search: URLSearchParams): PaymentCallback | null {
  if (!search.has('razorpay_signature')) return null;
  const callback = Object.fromEntries(
    PAYMENT_CALLBACK_PARAMS.map((name) => [name, search.get(name) ?? '']),
  ) as PaymentCallback;
  return callback satisfies PaymentCallbackInput;
}
