// What other domains (orders) may use of the payments: Razorpay's shapes, client and signatures.
export type { RazorpayClient } from './razorpay-client.js';
export { verifyCallbackSignature, verifyWebhookSignature } from './signatures.js';
export type { PaymentLink, RazorpayWebhookEvent } from './types.js';
