import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { orderErrors as e, paths } from 'shared-contracts';
import { badRequest } from '../../lib/http-error.js';
import { verifyWebhookSignature } from '../payments/public.js';
import type { RazorpayWebhookEvent } from '../payments/public.js';
import { handlePaymentEvent } from './payment-events.js';
import { afterSettled, type SettleDeps } from './settle.js';
import { WEBHOOK_DOCS } from './docs.js';

/** Razorpay's events are a few kilobytes. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const EVENT_ID = /^[A-Za-z0-9_-]{1,100}$/;

function isEvent(value: unknown): value is RazorpayWebhookEvent {
  const event = value as Partial<RazorpayWebhookEvent> | null;
  return (
    !!event &&
    typeof event === 'object' &&
    event.entity === 'event' &&
    typeof event.event === 'string' &&
    !!event.payload &&
    typeof event.payload === 'object'
  );
}

/**
 * POST /payments/razorpay/webhook. The body is kept as the bytes that came (its own JSON parser in
 * this scope), as the signature is over exactly those; it is parsed only once verified. The answer
 * comes as soon as the event is stored: mails and link cancels follow in the background.
 */
const webhookRoutes: FastifyPluginAsync<{ deps: SettleDeps }> = async (app, { deps }) => {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(paths.razorpayWebhook, WEBHOOK_DOCS, async (request) => {
    const raw = request.body;
    if (!Buffer.isBuffer(raw)) throw badRequest(e.webhookBodyInvalid);
    const signature = request.headers['x-razorpay-signature'];
    const signed = verifyWebhookSignature(raw, signature, app.config.razorpay.webhookSecret);
    app.metrics.payments.signature('webhook', signed);
    if (!signed) throw badRequest(e.webhookSignatureInvalid);
    let event: unknown;
    try {
      event = JSON.parse(raw.toString('utf8'));
    } catch {
      throw badRequest(e.webhookBodyInvalid);
    }
    if (!isEvent(event)) throw badRequest(e.webhookBodyInvalid);
    app.metrics.payments.webhook(event.event);
    // Razorpay always sends one; a body's own hash stands in, so a repeat is still seen once.
    const header = request.headers['x-razorpay-event-id'];
    const eventId =
      typeof header === 'string' && EVENT_ID.test(header)
        ? header
        : `sha256:${createHash('sha256').update(raw).digest('hex')}`;
    const handled = await handlePaymentEvent(deps, eventId, event, request.log);
    await afterSettled(deps, handled);
    return { status: 'ok', outcome: handled.outcome };
  });
};

export default webhookRoutes;
