import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import fc from 'fast-check';
import { loadConfig } from '../src/app.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { png, svg } from './helpers/images.js';
import { emulator, placedOrder, shopperWithCart } from './helpers/orders.js';
import { upload } from './helpers/uploads.js';
import { registerUser } from './helpers/users.js';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** One sample's value from Prometheus text, by metric name and (a subset of) its labels. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) {
      return Number(match[3]);
    }
  }
  return null;
}

describe('GET /api/v1/metrics with METRICS_TOKEN set', () => {
  let t: TestApp;
  const scrape = async () => {
    const res = await t.call('GET', '/metrics', { headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  beforeAll(async () => {
    t = await createTestApp({}, { env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it('refuses a scrape without the token, with a wrong one, or with a user’s own token (401)', async () => {
    const user = await registerUser(t, 'Metric Reader');
    for (const headers of [
      {},
      bearer('not-the-metrics-token-at-all'),
      bearer(`${TOKEN}x`),
      { authorization: TOKEN },
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
      bearer(user.token),
    ]) {
      const res = await t.call('GET', '/metrics', { headers });
      expect([res.statusCode, res.headers['www-authenticate']]).toEqual([
        401,
        'Bearer realm="metrics"',
      ]);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
      expect(res.body).not.toContain('tapfolio_');
    }
  });

  it('answers Prometheus text with the token: requests by route pattern, method and status class', async () => {
    const stranger = randomUUID();
    await t.call('GET', `/portfolio/${stranger}`);
    await t.call('GET', `/portfolio/${stranger}`);
    await t.call('GET', '/product');
    await t.call('GET', `/no-such-thing-${stranger}`);

    const res = await t.call('GET', '/metrics', { headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    const card = { method: 'GET', route: '/api/v1/portfolio/:userId', status_class: '4xx' };
    expect(sample(text, 'tapfolio_http_requests_total', card)).toBe(2);
    expect(sample(text, 'tapfolio_http_request_duration_seconds_count', card)).toBe(2);
    expect(
      sample(text, 'tapfolio_http_request_duration_seconds_bucket', { ...card, le: '+Inf' }),
    ).toBe(2);
    expect(
      sample(text, 'tapfolio_http_requests_total', {
        method: 'GET',
        route: '/api/v1/product',
        status_class: '2xx',
      }),
    ).toBe(1);
    expect(sample(text, 'tapfolio_http_requests_total', { route: 'unmatched' })).toBe(1);
    // The raw URL (an id, a made-up path) never becomes a label.
    expect(text).not.toContain(stranger);
    // The process's own series.
    expect(sample(text, 'process_cpu_user_seconds_total')).not.toBeNull();
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('reports the database: the driver, and a PostgreSQL pool’s connections at scrape time', async () => {
    const text = await scrape();
    const driver = t.api.database.driver;
    expect(sample(text, 'tapfolio_database_info', { driver })).toBe(1);
    if (driver === 'pg') {
      // This scrape's own request holds no connection; the earlier requests opened some.
      expect(sample(text, 'tapfolio_db_pool_connections')).toBeGreaterThan(0);
      expect(sample(text, 'tapfolio_db_pool_idle_connections')).toBeGreaterThan(0);
      expect(sample(text, 'tapfolio_db_pool_waiting_requests')).toBe(0);
    } else {
      // PGlite is one connection inside the process: there is no pool to report.
      expect(sample(text, 'tapfolio_db_pool_connections')).toBeNull();
    }
  });

  it('counts uploads stored (and their bytes) and refused, by the code the client got', async () => {
    const user = await registerUser(t, 'Image Uploader');
    const image = await png(64, 64);
    const stored = await upload(t, user.token, [{ data: image, filename: 'a.png' }]);
    expect(stored.statusCode).toBe(201);
    const notImage = await upload(t, user.token, [{ data: Buffer.from(svg()), filename: 'a.png' }]);
    expect(notImage.statusCode).toBe(415);
    const signedOut = await upload(t, undefined, [{ data: image, filename: 'a.png' }]);
    expect(signedOut.statusCode).toBe(401);

    const text = await scrape();
    expect(sample(text, 'tapfolio_uploads_total', { kind: 'portfolios' })).toBe(1);
    expect(sample(text, 'tapfolio_upload_bytes_total', { kind: 'portfolios' })).toBe(
      stored.json().result.size,
    );
    expect(sample(text, 'tapfolio_upload_rejects_total', { reason: 'unsupported_image' })).toBe(1);
    expect(sample(text, 'tapfolio_upload_rejects_total', { reason: 'unauthorized' })).toBe(1);
  });

  it('counts mails sent', async () => {
    const user = await registerUser(t, 'Forgetful Person');
    await t.api.mailer.flush();
    const before = sample(await scrape(), 'tapfolio_mails_total', { result: 'sent' }) ?? 0;
    const res = await t.call('PATCH', '/user/forget-password', { body: { email: user.email } });
    expect(res.statusCode).toBe(200);
    await t.api.mailer.flush();
    const text = await scrape();
    expect(sample(text, 'tapfolio_mails_total', { result: 'sent' })).toBe(before + 1);
    expect(sample(text, 'tapfolio_mails_total', { result: 'failed' })).toBe(0);
  });

  it('counts payment links made, webhooks by event, and signatures verified or refused', async () => {
    const shopper = await shopperWithCart(t, 'Paying Person');
    const order = await placedOrder(t, shopper);
    const pay = await t.app.inject({
      method: 'POST',
      url: `${new URL(order.razorpayPaymentLink!).pathname}/pay`,
    });
    expect(pay.statusCode).toBe(303);
    expect(emulator(t).deliveries.map((d) => d.event)).toContain('payment_link.paid');
    const forged = await t.call('POST', '/payments/razorpay/webhook', {
      body: JSON.stringify({ entity: 'event', event: 'payment_link.paid', payload: {} }),
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'f'.repeat(64) },
    });
    expect(forged.statusCode).toBe(400);

    const text = await scrape();
    expect(sample(text, 'tapfolio_payment_links_total', { result: 'created' })).toBe(1);
    expect(sample(text, 'tapfolio_payment_webhooks_total', { event: 'payment_link.paid' })).toBe(1);
    const signatures = (result: string) =>
      sample(text, 'tapfolio_payment_signatures_total', { kind: 'webhook', result });
    expect(signatures('valid')).toBe(1);
    expect(signatures('invalid')).toBe(1);
  });

  it('never fails on hostile or oversize Authorization headers (401), and reads no body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (value) => {
        const header = `Bearer ${value}`.replace(/[^\t\x20-\x7e]/g, '');
        const res = await t.call('GET', '/metrics', { headers: { authorization: header } });
        expect(res.statusCode).toBe(header === `Bearer ${TOKEN}` ? 200 : 401);
      }),
      { numRuns: 200 },
    );
    const huge = await t.call('GET', '/metrics', { headers: bearer('x'.repeat(12_000)) });
    expect(huge.statusCode).toBe(401);
    // A GET's body is never read (Fastify parses none): 2 MB of it change nothing.
    const body = await t.call('GET', '/metrics', {
      headers: { ...bearer(TOKEN), 'content-type': 'application/json' },
      body: { junk: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(body.statusCode).toBe(200);
    expect(sample(body.body, 'tapfolio_database_info')).toBe(1);
  });
});

describe('GET /api/v1/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: 1 });
    other = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await other.close();
  });

  it('answers a client on this machine (loopback) only', async () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await t.call('GET', '/metrics', { ip });
      expect([ip, res.statusCode]).toEqual([ip, 200]);
    }
  });

  it('is a 404 like any unknown path to everyone else, whatever X-Forwarded-For claims', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { 'x-forwarded-for': '127.0.0.1' },
      bearer('anything-at-all-here'),
    ];
    for (const headers of attempts) {
      const res = await t.call('GET', '/metrics', { ip: '10.1.2.3', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        message: 'No such endpoint: GET /api/v1/metrics',
        code: 'NOT_FOUND',
      });
    }
  });

  it('is a 404 to a proxy on this machine: it connects from loopback but says whom it forwards', async () => {
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
    ];
    for (const headers of forwarded) {
      const res = await other.call('GET', '/metrics', { ip: '127.0.0.1', headers });
      expect(res.statusCode).toBe(404);
    }
  });

  it('is a 404 even on this machine when the server listens beyond loopback (HOST=0.0.0.0)', async () => {
    const exposed = await createTestApp({ host: '0.0.0.0' });
    try {
      for (const ip of ['127.0.0.1', '::1']) {
        expect((await exposed.call('GET', '/metrics', { ip })).statusCode).toBe(404);
      }
    } finally {
      await exposed.close();
    }
  });

  it('keeps each app’s series apart: two apps in one process count only their own requests', async () => {
    await t.call('GET', '/product-category');
    await t.call('GET', '/product-category');
    const own = await t.call('GET', '/metrics');
    const theirs = await other.call('GET', '/metrics');
    const labels = { method: 'GET', route: '/api/v1/product-category', status_class: '2xx' };
    expect(sample(own.body, 'tapfolio_http_requests_total', labels)).toBe(2);
    expect(sample(theirs.body, 'tapfolio_http_requests_total', labels)).toBeNull();
    // Both still carry the process's series.
    expect(sample(theirs.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});

describe('METRICS_TOKEN', () => {
  it('refuses to start with a token anyone could guess', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_TOKEN: 'has spaces in the middle of it' })).toThrow(
      /METRICS_TOKEN/,
    );
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(loadConfig({}).metricsToken).toBeUndefined();
  });
});
