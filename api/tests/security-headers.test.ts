import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API_BASE } from 'shared-contracts';
import { RAZORPAY_EMULATOR_PATH } from '../src/config.js';
import type { EmulatorStore } from '../src/modules/payments/emulator/index.js';
import { API_CSP, HSTS } from '../src/plugins/security-headers.js';
import { createTestApp, type TestApp } from './helpers/app.js';

const OWN_PAGE_CSP = "default-src 'none'; img-src 'self'";
const SENT_CSP = "default-src 'self'; script-src 'self' 'sha256-abc'";

/** Routes serving their own HTML, as the payment emulator's page and swagger-ui's /docs do. */
function ownPolicies(api: FastifyInstance) {
  // A route's reply.header.
  api.get('/test-own-page', async (_request, reply) =>
    reply.type('text/html').header('content-security-policy', OWN_PAGE_CSP).send('<p>own</p>'),
  );
  // A plugin's onSend hook, as @fastify/swagger-ui writes its `staticCSP`.
  void api.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('content-security-policy', SENT_CSP);
    });
    scope.get('/test-docs', async (_request, reply) => reply.type('text/html').send('<p>docs</p>'));
  });
}

/** Only one content-security-policy header, as the client received it. */
const cspOf = (res: LightMyRequestResponse) => {
  const header = res.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return header as string;
};

describe('the API’s security headers', () => {
  let t: TestApp;
  let proxied: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, { extend: ownPolicies });
    proxied = await createTestApp({ trustProxy: 1 });
  });
  afterAll(async () => {
    await t?.close();
    await proxied?.close();
  });

  it("answers JSON with default-src 'none', frame-ancestors 'none' and nosniff, 2xx and 4xx alike", async () => {
    for (const res of [
      await t.call('GET', '/health'),
      await t.call('GET', '/no-such-route'),
      await t.call('GET', '/user/profile'),
      await t.call('POST', '/user/login', {
        body: '{"email":',
        headers: { 'content-type': 'application/json' },
      }),
    ]) {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(cspOf(res)).toBe(API_CSP);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('keeps a policy a route or a plugin set for its own page, sending only that one', async () => {
    const own = await t.call('GET', '/test-own-page');
    expect(own.statusCode).toBe(200);
    expect(cspOf(own)).toBe(OWN_PAGE_CSP);
    const docs = await t.call('GET', '/test-docs');
    expect(docs.statusCode).toBe(200);
    expect(cspOf(docs)).toBe(SENT_CSP);
    expect(docs.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS only over HTTPS: X-Forwarded-Proto counts only behind a trusted proxy', async () => {
    const plain = await t.call('GET', '/health');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forged = await t.call('GET', '/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();

    const viaProxy = await proxied.call('GET', '/health', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.headers['strict-transport-security']).toBe(HSTS);
    const proxyHttp = await proxied.call('GET', '/health', {
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(proxyHttp.headers['strict-transport-security']).toBeUndefined();
  });

  describe('the payment emulator’s hosted page', () => {
    const store = () =>
      (t.api as FastifyInstance & { razorpayEmulator: EmulatorStore }).razorpayEmulator;
    const pagePath = (id: string) => `${RAZORPAY_EMULATOR_PATH.slice(API_BASE.length)}/pay/${id}`;

    it('allows its one inline style by hash, its forms and the callback origin, and nothing else', async () => {
      const link = store().create(
        { amount: 149_950, callback_url: 'https://shop.example/orders/7?from=pay' },
        (id) => `${t.config.publicUrl}${RAZORPAY_EMULATOR_PATH}/pay/${id}`,
      );
      const res = await t.call('GET', pagePath(link.id));
      expect(res.statusCode).toBe(200);
      const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)?.[1];
      expect(style).toBeTruthy();
      const hash = createHash('sha256').update(style!).digest('base64');
      expect(cspOf(res)).toBe(
        `default-src 'none'; style-src 'sha256-${hash}'; form-action 'self' https://shop.example; frame-ancestors 'none'; base-uri 'none'`,
      );
      expect(res.body).not.toMatch(/<script|style="/);
    });

    it('gives the page of an unknown link the same style hash and no form target', async () => {
      const res = await t.call('GET', pagePath('plink_unknown00000'));
      expect(res.statusCode).toBe(404);
      const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)?.[1];
      const hash = createHash('sha256').update(style!).digest('base64');
      expect(cspOf(res)).toContain(`style-src 'sha256-${hash}'; form-action 'none'`);
      expect(res.body).not.toContain('style="');
    });
  });
});
