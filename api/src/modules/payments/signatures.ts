import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Razorpay's two signatures, both hex HMAC-SHA256:
 * - Webhooks: `X-Razorpay-Signature` = HMAC(webhook secret, the raw request body). "Do not parse
 *   or cast the webhook request body": a re-serialised body no longer matches.
 *   https://razorpay.com/docs/webhooks/validate-test
 * - Payment Link callbacks: `razorpay_signature` = HMAC(key secret,
 *   `payment_link_id|payment_link_reference_id|payment_link_status|payment_id`).
 *   https://razorpay.com/docs/payments/payment-links/apis (Verify Signature); the `|` order is the
 *   one the official Node SDK uses (razorpay-node, lib/utils/razorpay-utils.js,
 *   validatePaymentVerification).
 */

const HEX_SHA256 = /^[0-9a-f]{64}$/;

export function hmacSha256Hex(secret: string, message: Buffer | string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Constant-time comparison of a computed hex signature with a received one of any shape. */
function sameSignature(expected: string, received: unknown): boolean {
  if (typeof received !== 'string') return false;
  const candidate = received.trim().toLowerCase();
  if (!HEX_SHA256.test(candidate)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(candidate, 'hex'));
}

/** The `X-Razorpay-Signature` of a webhook body (what the emulator sends). */
export function signWebhook(rawBody: Buffer | string, secret: string): string {
  return hmacSha256Hex(secret, rawBody);
}

/**
 * True when `signature` (the `X-Razorpay-Signature` header) signs exactly these bytes. Pass the
 * body as received (a Buffer, or the string it was read as): never JSON.stringify(parsed).
 */
export function verifyWebhookSignature(
  rawBody: Buffer | string,
  signature: string | string[] | undefined,
  secret: string,
): boolean {
  if (!secret) throw new Error('verifyWebhookSignature needs the webhook secret');
  return sameSignature(signWebhook(rawBody, secret), signature);
}

export interface CallbackSignatureInput {
  razorpay_payment_id: string;
  razorpay_payment_link_id: string;
  razorpay_payment_link_reference_id?: string;
  razorpay_payment_link_status: string;
}

/** The message signed in a Payment Link callback. A link without reference_id signs "". */
export function callbackSignaturePayload(params: CallbackSignatureInput): string {
  return [
    params.razorpay_payment_link_id,
    params.razorpay_payment_link_reference_id ?? '',
    params.razorpay_payment_link_status,
    params.razorpay_payment_id,
  ].join('|');
}

/** The `razorpay_signature` of a callback (what the emulator sends). */
export function signCallback(params: CallbackSignatureInput, keySecret: string): string {
  return hmacSha256Hex(keySecret, callbackSignaturePayload(params));
}

const text = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * True when a callback's query (`razorpay_payment_id`, `razorpay_payment_link_id`,
 * `razorpay_payment_link_reference_id`, `razorpay_payment_link_status`, `razorpay_signature`) is
 * signed with this key secret. Anything missing or repeated (an array) is false.
 */
export function verifyCallbackSignature(
  params: Record<string, unknown>,
  keySecret: string,
): boolean {
  if (!keySecret) throw new Error('verifyCallbackSignature needs the key secret');
  const {
    razorpay_payment_id: paymentId,
    razorpay_payment_link_id: linkId,
    razorpay_payment_link_reference_id: referenceId = '',
    razorpay_payment_link_status: status,
    razorpay_signature: signature,
  } = params;
  if (!text(paymentId) || !text(linkId) || !text(status) || typeof referenceId !== 'string') {
    return false;
  }
  const expected = signCallback(
    {
      razorpay_payment_id: paymentId,
      razorpay_payment_link_id: linkId,
      razorpay_payment_link_reference_id: referenceId,
      razorpay_payment_link_status: status,
    },
    keySecret,
  );
  return sameSignature(expected, signature);
}
