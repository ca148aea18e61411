import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@rstest/core';
import Fastify, { type FastifyInstance } from 'fastify';
import razorpayEmulator, { EmulatorStore } from '../src/modules/payments/emulator/index.js';
import { RazorpayClient } from '../src/modules/payments/razorpay-client.js';
import {
  verifyCallbackSignature,
  verifyWebhookSignature,
} from '../src/modules/payments/signatures.js';
import type { PaymentLink, RazorpayWebhookEvent } from '../src/modules/payments/types.js';
import { createTestApp } from './helpers/app.js';

const KEY_ID = 'rzp_test_emulated';
const KEY_SECRET = 'key-secret-for-tests';
const WEBHOOK_SECRET = 'webhook-secret-for-tests';
const PUBLIC = 'https://shop.test/razorpay-emulator';

interface Received {
  raw: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
}

/**
 * The emulator on a server of its own with a tiny webhook receiver beside it, listening on
 * loopback: the browser's side (page, forms, redirect) and Razorpay's side (webhooks) over HTTP.
 */
describe('the emulator’s hosted page and webhooks', () => {
  let server: FastifyInstance;
  let base: string;
  let client: RazorpayClient;
  let now = Math.floor(Date.now() / 1000);
  const store = new EmulatorStore(() => now);
  const received: Received[] = [];
  let receiverStatus = 200;

  beforeAll(async () => {
    server = Fastify({ logger: false });
    await server.register(razorpayEmulator, {
      prefix: '/razorpay-emulator',
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      publicUrl: PUBLIC,
      webhookUrl: () => `${base}/hooks/razorpay`,
      store,
    });
    // The receiver keeps the body exactly as sent: signatures are over the raw bytes.
    await server.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_r, body, done) =>
        done(null, body),
      );
      scope.post('/hooks/razorpay', async (request, reply) => {
        received.push({
          raw: request.body as Buffer,
          signature: request.headers['x-razorpay-signature'] as string | undefined,
          eventId: request.headers['x-razorpay-event-id'] as string | undefined,
        });
        return reply.status(receiverStatus).send({ ok: receiverStatus < 400 });
      });
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    client = new RazorpayClient({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      baseUrl: `${base}/razorpay-emulator`,
    });
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    received.length = 0;
    receiverStatus = 200;
  });

  let counter = 0;
  const createLink = (extra: Record<string, unknown> = {}) =>
    client.createPaymentLink({
      amount: 149_950,
      currency: 'INR',
      reference_id: `TF-EMU${++counter}`,
      description: 'Tapfolio order TF-EMU',
      customer: { name: 'Asha Rao' },
      callback_url: 'https://shop.test/orders/7?from=pay',
      callback_method: 'get',
      expire_by: now + 24 * 3600,
      ...extra,
    });

  /** The page as a browser would load it from short_url (same path, on the loopback server). */
  const pagePath = (link: PaymentLink) => new URL(link.short_url).pathname;
  const post = (path: string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
  const events = () =>
    received.map((r) => JSON.parse(r.raw.toString('utf8')) as RazorpayWebhookEvent);

  it('shows the amount in rupees with Pay and Fail', async () => {
    const link = await createLink();
    expect(link.short_url).toBe(`${PUBLIC}/pay/${link.id}`);
    const response = await fetch(`${base}${pagePath(link)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('₹1,499.50');
    expect(html).toContain('name="viewport"');
    expect(html).toContain(`action="/razorpay-emulator/pay/${link.id}/pay"`);
    expect(html).toContain(`action="/razorpay-emulator/pay/${link.id}/fail"`);
    expect(html).toContain('>Pay</button>');
    expect(html).toContain('>Fail</button>');
  });

  it('Pay: marks the link paid, sends a signed payment_link.paid webhook, redirects signed', async () => {
    const link = await createLink();
    const response = await post(`${pagePath(link)}/pay`);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('https://shop.test/orders/7');
    expect(location.searchParams.get('from')).toBe('pay');
    const query = Object.fromEntries(location.searchParams);
    expect(query).toMatchObject({
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: link.reference_id,
      razorpay_payment_link_status: 'paid',
    });
    expect(query.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    // The callback's signature, computed here independently, and by the helper.
    const expected = createHmac('sha256', KEY_SECRET)
      .update(`${link.id}|${link.reference_id}|paid|${query.razorpay_payment_id}`)
      .digest('hex');
    expect(query.razorpay_signature).toBe(expected);
    expect(verifyCallbackSignature(query, KEY_SECRET)).toBe(true);
    expect(
      verifyCallbackSignature({ ...query, razorpay_payment_link_status: 'created' }, KEY_SECRET),
    ).toBe(false);

    // The webhook arrived before the redirect was sent.
    expect(received).toHaveLength(1);
    const [delivery] = received;
    expect(delivery!.eventId).toMatch(/^[A-Za-z0-9]{14}$/);
    expect(delivery!.signature).toBe(
      createHmac('sha256', WEBHOOK_SECRET).update(delivery!.raw).digest('hex'),
    );
    expect(verifyWebhookSignature(delivery!.raw, delivery!.signature, WEBHOOK_SECRET)).toBe(true);
    const event = JSON.parse(delivery!.raw.toString('utf8')) as RazorpayWebhookEvent;
    expect(event).toMatchObject({
      entity: 'event',
      account_id: store.accountId,
      event: 'payment_link.paid',
      contains: ['payment_link', 'order', 'payment'],
    });
    expect(typeof event.created_at).toBe('number');
    expect(event.payload.payment_link!.entity).toMatchObject({
      id: link.id,
      status: 'paid',
      amount: 149_950,
      amount_paid: 149_950,
      currency: 'INR',
      reference_id: link.reference_id,
    });
    expect(event.payload.payment!.entity).toMatchObject({
      id: query.razorpay_payment_id,
      entity: 'payment',
      amount: 149_950,
      currency: 'INR',
      status: 'captured',
      order_id: event.payload.payment_link!.entity.order_id,
    });
    expect(event.payload.order!.entity).toMatchObject({ status: 'paid', amount_paid: 149_950 });

    // A tampered body, or the same event re-serialised, is refused.
    const tampered = delivery!.raw.toString('utf8').replace('"amount":149950', '"amount":100');
    expect(tampered).not.toBe(delivery!.raw.toString('utf8'));
    expect(verifyWebhookSignature(tampered, delivery!.signature, WEBHOOK_SECRET)).toBe(false);
    expect(
      verifyWebhookSignature(JSON.stringify(event, null, 2), delivery!.signature, WEBHOOK_SECRET),
    ).toBe(false);
    expect(verifyWebhookSignature(delivery!.raw, delivery!.signature, 'wrong-secret')).toBe(false);

    // Razorpay's API now answers the link as paid, with its payment.
    const fetched = await client.fetchPaymentLink(link.id);
    expect(fetched).toMatchObject({ status: 'paid', amount_paid: 149_950 });
    expect(fetched.payments).toEqual([
      expect.objectContaining({
        payment_id: query.razorpay_payment_id,
        plink_id: link.id,
        amount: 149_950,
        status: 'captured',
      }),
    ]);

    // Pressing Pay again pays nothing more: the same redirect, no second webhook.
    const again = await post(`${pagePath(link)}/pay`);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(response.headers.get('location'));
    expect(received).toHaveLength(1);
    // A paid link can no longer be cancelled, and its page has no buttons.
    await expect(client.cancelPaymentLink(link.id)).rejects.toMatchObject({
      status: 400,
      description: 'cannot cancel or expire an already paid/partially paid link',
    });
    const page = await (await fetch(`${base}${pagePath(link)}`)).text();
    expect(page).toContain('has been paid');
    expect(page).not.toContain('>Pay</button>');
  });

  it('Fail: the link stays payable, a payment.failed webhook goes out, no callback', async () => {
    const link = await createLink();
    const response = await post(`${pagePath(link)}/fail`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${pagePath(link)}?failed=1`);
    const page = await (await fetch(`${base}${response.headers.get('location')}`)).text();
    expect(page).toContain('Payment failed. You can try again.');
    expect(page).toContain('>Pay</button>');
    expect((await client.fetchPaymentLink(link.id)).status).toBe('created');

    expect(events().map((e) => e.event)).toEqual(['payment.failed']);
    const [failed] = events();
    expect(failed!.contains).toEqual(['payment']);
    expect(failed!.payload.payment!.entity).toMatchObject({ status: 'failed', amount: 149_950 });
    expect(verifyWebhookSignature(received[0]!.raw, received[0]!.signature, WEBHOOK_SECRET)).toBe(
      true,
    );

    // Then paying works.
    expect((await post(`${pagePath(link)}/pay`)).status).toBe(303);
    expect((await client.fetchPaymentLink(link.id)).status).toBe('paid');
  });

  it('a cancelled link cannot be paid and says so; cancelling sends payment_link.cancelled', async () => {
    const link = await createLink();
    await client.cancelPaymentLink(link.id);
    const response = await post(`${pagePath(link)}/pay`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('was cancelled');
    expect((await client.fetchPaymentLink(link.id)).status).toBe('cancelled');
    await waitFor(() => received.length === 1);
    expect(events().map((e) => e.event)).toEqual(['payment_link.cancelled']);
  });

  it('expires a link after expire_by and sends payment_link.expired once', async () => {
    const link = await createLink({ expire_by: now + 16 * 60 });
    now += 17 * 60;
    try {
      const expired = await client.fetchPaymentLink(link.id);
      expect(expired.status).toBe('expired');
      expect(expired.expired_at).toBe(now);
      await waitFor(() => received.length === 1);
      expect(events()[0]).toMatchObject({
        event: 'payment_link.expired',
        payload: { payment_link: { entity: { id: link.id, status: 'expired' } } },
      });
      await client.fetchPaymentLink(link.id);
      const page = await post(`${pagePath(link)}/pay`);
      expect(await page.text()).toContain('has expired');
      expect(received).toHaveLength(1);
    } finally {
      now -= 17 * 60;
    }
  });

  it('still redirects when the webhook target refuses, and records the delivery', async () => {
    receiverStatus = 500;
    const link = await createLink();
    const response = await post(`${pagePath(link)}/pay`);
    expect(response.status).toBe(303);
    expect(store.deliveries.at(-1)).toMatchObject({ event: 'payment_link.paid', status: 500 });
  });

  it('escapes what the merchant wrote, and answers an unknown link with 404', async () => {
    const link = await createLink({
      description: '<script>alert(1)</script>',
      customer: { name: 'A "B" <C>' },
    });
    const html = await (await fetch(`${base}${pagePath(link)}`)).text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('A &quot;B&quot; &lt;C&gt;');
    expect((await fetch(`${base}/razorpay-emulator/pay/plink_AAAAAAAAAAAAAA`)).status).toBe(404);
    expect((await post('/razorpay-emulator/pay/plink_AAAAAAAAAAAAAA/pay')).status).toBe(404);
  });

  it('answers unknown API paths and bad JSON with Razorpay’s error body', async () => {
    const auth = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
    const badJson = await fetch(`${base}/razorpay-emulator/v1/payment_links`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: '{"amount":',
    });
    expect(badJson.status).toBe(400);
    expect(((await badJson.json()) as { error: { code: string } }).error.code).toBe(
      'BAD_REQUEST_ERROR',
    );
    const missing = await fetch(`${base}/razorpay-emulator/v1/nothing`, {
      headers: { authorization: auth },
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'The requested URL was not found on the server.',
      },
    });
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 3000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the emulator inside the API', () => {
  it('serves the hosted page at the short_url the API’s links carry', async () => {
    const t = await createTestApp();
    try {
      const { keyId, keySecret } = t.config.razorpay;
      const auth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
      const created = await t.call('POST', '/razorpay-emulator/v1/payment_links', {
        headers: { authorization: auth },
        body: { amount: 50_000, currency: 'INR', reference_id: 'TF-INSIDE' },
      });
      expect(created.statusCode).toBe(200);
      const link = created.json<PaymentLink>();
      expect(link.short_url).toBe(`https://tapfolio.test/api/v1/razorpay-emulator/pay/${link.id}`);
      const page = await t.app.inject({ method: 'GET', url: new URL(link.short_url).pathname });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('₹500.00');
      // No callback_url and no webhook target yet: Pay shows the paid page.
      const paid = await t.app.inject({
        method: 'POST',
        url: `${new URL(link.short_url).pathname}/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(paid.statusCode).toBe(200);
      expect(paid.body).toContain('has been paid');
    } finally {
      await t.close();
    }
  });
});
