import { createHmac, randomBytes } from 'node:crypto';

/** Shown to the owner once saved; the prefix tells it from other secrets (as Stripe's `whsec_`). */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * The `Tapfolio-Signature` header, signed as Stripe signs: `t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "<t>.<raw body>">`. The time is each attempt's own, inside the signature, so a
 * receiver can refuse an old request replayed (Stripe's libraries allow 5 minutes).
 */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`, 'utf8').digest('hex');
  return `t=${t},v1=${v1}`;
}
