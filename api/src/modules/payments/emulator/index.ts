import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { signCallback, signWebhook } from '../signatures.js';
import type { PaymentLink, RazorpayWebhookEvent } from '../types.js';
import { missingPage, PAGE_STYLE, paymentPage } from './page.js';
import { EmulatorStore, razorpayId, type EmulatedPayment, type WebhookDelivery } from './store.js';
import { RazorpayRefusal, refusal, validateCreate } from './validate.js';

/**
 * A stand-in for Razorpay's Payment Links API and hosted payment page, used when no Razorpay keys
 * are configured. Same paths under its prefix (`/v1/payment_links`, `/{id}`, `/{id}/cancel`), same
 * Basic auth, request checks, entity and `{ error }` bodies; its page's Pay sends the
 * `payment_link.paid` webhook signed as Razorpay signs it and redirects to `callback_url` with the
 * signed query. See ../README.md for what it does not do.
 */
export interface RazorpayEmulatorOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where browsers reach this plugin's prefix; `short_url` is `{publicUrl}/pay/{id}`. */
  publicUrl: string;
  /** Where webhooks are posted; unset (or answering undefined): none are sent. */
  webhookUrl?: string | (() => string | undefined);
  /** How webhooks are sent; default the global fetch. */
  fetch?: typeof fetch;
  /** Per delivery. Default 5 s. */
  webhookTimeoutMs?: number;
  /** The links; pass one to look at them or move the clock in tests. */
  store?: EmulatorStore;
}

const SERVER_ERROR =
  'We are facing some trouble completing your request at the moment. Please try again shortly.';

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The pages' one inline style, allowed by its hash: no script, no other inline style. */
const STYLE_HASH = `'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'`;

/** Exactly what the emulator's pages use: their style and their own forms (`formAction`). */
const pagePolicy = (formAction: string) =>
  `default-src 'none'; style-src ${STYLE_HASH}; ${formAction}; frame-ancestors 'none'; base-uri 'none'`;

const emulator: FastifyPluginAsync<RazorpayEmulatorOptions> = async (app, options) => {
  const store = options.store ?? new EmulatorStore();
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const deliveries = store.deliveries;

  // The hosted page's forms post urlencoded bodies; their content is not needed.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RazorpayRefusal) return reply.status(error.status).send(error.body);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(400).send(refusal(400, error.message).body);
    }
    request.log.error({ err: error }, 'razorpay emulator failed');
    return reply.status(500).send(refusal(500, SERVER_ERROR).body);
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send(refusal(404, 'The requested URL was not found on the server.').body),
  );

  async function deliver(event: RazorpayWebhookEvent): Promise<void> {
    const url =
      typeof options.webhookUrl === 'function' ? options.webhookUrl() : options.webhookUrl;
    if (!url) return;
    const body = JSON.stringify(event);
    const eventId = razorpayId('', 14);
    const record: WebhookDelivery = { eventId, event: event.event, url };
    deliveries.push(record);
    try {
      const response = await (options.fetch ?? fetch)(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Razorpay-Webhook/v1',
          'x-razorpay-event-id': eventId,
          'x-razorpay-signature': signWebhook(body, options.webhookSecret),
        },
        body,
        signal: AbortSignal.timeout(options.webhookTimeoutMs ?? 5000),
        redirect: 'manual',
      });
      await response.arrayBuffer().catch(() => undefined);
      record.status = response.status;
      if (!response.ok) {
        app.log.warn(
          { url, status: response.status, event: event.event },
          'emulated webhook refused',
        );
      }
    } catch (err) {
      record.error = err instanceof Error ? err.message : String(err);
      app.log.warn({ url, err, event: event.event }, 'emulated webhook not delivered');
    }
  }

  /** Expiry is applied as links are touched; each expired link's webhook goes out once. */
  function expireDue() {
    for (const link of store.expireDue()) {
      void deliver(store.event('payment_link.expired', { link }));
    }
  }

  function authenticate(request: FastifyRequest) {
    const header = request.headers.authorization ?? '';
    const match = /^Basic\s+(\S+)$/i.exec(header);
    if (!match?.[1]) {
      throw refusal(401, 'Please provide your api key for authentication purposes.');
    }
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const keyId = colon < 0 ? decoded : decoded.slice(0, colon);
    const secret = colon < 0 ? '' : decoded.slice(colon + 1);
    // https://razorpay.com/docs/api/partners/errors (401 Unauthorized)
    if (!safeEqual(keyId, options.keyId)) throw refusal(401, 'The api key provided is invalid');
    if (!safeEqual(secret, options.keySecret)) {
      throw refusal(401, 'The api secret provided is invalid');
    }
  }

  await app.register(async (api) => {
    api.addHook('onRequest', async (request) => {
      authenticate(request);
      expireDue();
    });

    api.post('/v1/payment_links', async (request) => {
      const body = validateCreate(request.body, store.now());
      return store.create(body, (id) => `${publicUrl}/pay/${id}`);
    });

    api.get<{ Querystring: { reference_id?: string } }>('/v1/payment_links', async (request) => {
      const reference = request.query.reference_id;
      return {
        payment_links: reference === undefined ? store.all() : store.byReference(reference),
      };
    });

    api.get<{ Params: { id: string } }>('/v1/payment_links/:id', async (request) => {
      const link = store.get(request.params.id);
      if (!link) throw refusal(400, 'The id provided does not exist');
      return link;
    });

    api.post<{ Params: { id: string } }>('/v1/payment_links/:id/cancel', async (request) => {
      const link = store.cancel(request.params.id);
      void deliver(store.event('payment_link.cancelled', { link }));
      return link;
    });
  });

  // The hosted page. Pay and Fail are separate posts; after Fail the page is shown again.
  function page(reply: FastifyReply, link: PaymentLink, basePath: string, notice?: string) {
    // Pay redirects (303) to the merchant's callback: the form's target chain includes it.
    const origins = ["'self'"];
    if (link.callback_url) origins.push(new URL(link.callback_url).origin);
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', pagePolicy(`form-action ${origins.join(' ')}`))
      .send(paymentPage(link, { basePath, ...(notice && { notice }) }));
  }

  const missing = (reply: FastifyReply) =>
    reply
      .status(404)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', pagePolicy("form-action 'none'"))
      .send(missingPage());

  /** `/prefix/pay` from `/prefix/pay/{id}[/action][?query]`. */
  const pagesPath = (request: FastifyRequest, id: string) => {
    const path = request.url.split('?')[0] ?? '';
    return path.slice(0, path.lastIndexOf(`/${id}`));
  };

  function callbackUrl(link: PaymentLink, payment: EmulatedPayment): string | undefined {
    if (!link.callback_url) return undefined;
    const params = {
      razorpay_payment_id: payment.id,
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: link.reference_id,
      razorpay_payment_link_status: link.status,
    };
    const url = new URL(link.callback_url);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    url.searchParams.set('razorpay_signature', signCallback(params, options.keySecret));
    return url.toString();
  }

  app.get<{ Params: { id: string }; Querystring: { failed?: string } }>(
    '/pay/:id',
    async (request, reply) => {
      expireDue();
      const link = store.get(request.params.id);
      if (!link) return missing(reply);
      // The merchant may close a link as soon as its payment fails (Tapfolio does).
      const failed = request.query.failed !== undefined;
      const notice = !failed
        ? undefined
        : link.status === 'created'
          ? 'Payment failed. You can try again.'
          : 'Payment failed.';
      return page(reply, link, pagesPath(request, link.id), notice);
    },
  );

  app.post<{ Params: { id: string } }>('/pay/:id/pay', async (request, reply) => {
    expireDue();
    const current = store.get(request.params.id);
    if (!current) return missing(reply);
    const base = pagesPath(request, `${current.id}/pay`);
    if (current.status === 'paid') {
      // A second press or a resubmitted form: the same redirect again, nothing paid twice.
      const earlier = store.capturedPayment(current.id);
      const target = earlier && callbackUrl(current, earlier);
      return target ? reply.redirect(target, 303) : page(reply, current, base);
    }
    if (current.status !== 'created') return page(reply, current, base);

    const { link, payment } = store.pay(current.id);
    await deliver(store.event('payment_link.paid', { link, payment }));
    const target = callbackUrl(link, payment);
    return target ? reply.redirect(target, 303) : page(reply, link, base);
  });

  app.post<{ Params: { id: string } }>('/pay/:id/fail', async (request, reply) => {
    expireDue();
    const current = store.get(request.params.id);
    if (!current) return missing(reply);
    const base = pagesPath(request, `${current.id}/fail`);
    if (current.status !== 'created') return page(reply, current, base);
    const { link, payment } = store.fail(current.id);
    await deliver(store.event('payment.failed', { link, payment }));
    return reply.redirect(`${base}/${encodeURIComponent(link.id)}?failed=1`, 303);
  });
};

export default emulator;
export { EmulatorStore } from './store.js';
