import { createHash, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { API_BASE, paths } from 'shared-contracts';
import { createGateway } from '../src/gateway.js';
import { registryFileOf } from '../src/paths.js';
import { setRegistryEntry } from '../src/registry.js';
import { releaseRemote } from '../src/release.js';
import { HSTS, PAGE_CLIENT_FALLBACK_HASH, SIGN_IN_FIRST_HASH } from '../src/security-headers.js';
import { createFixture, writeRemoteBuild, type Fixture } from './helpers/fixtures.js';
import { apiConfig, createTestGateway, testDatabase } from './helpers/gateway.js';

const noBuild = async () => {
  throw new Error('no build expected');
};

/** A stand-in for remote-portfolio's server build: renders the name, escaped. */
const SERVER_BUILD = `
exports.CARD_RENDER_API = 1;
exports.renderCard = (input) => '<main class="card"><h1>' +
  String(input.result.portfolio.personalInfo.name).replace(/[&<>"']/g, '') + '</h1></main>';
`;

const CDN = 'https://cdn.tapfolio-releases.test';

/** The policy as a map of directive to its sources. */
function policyOf(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  // One header: a second (the API's over the page's) would be an array here.
  expect(typeof header).toBe('string');
  expect(header).not.toMatch(/\s{2}/);
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const inlineScriptHash = (html: string) => {
  const inline = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(inline).toBeTruthy();
  return `'sha256-${createHash('sha256').update(inline!).digest('base64')}'`;
};

describe('the gateway’s security headers', () => {
  let f: Fixture;
  let app: FastifyInstance;
  let userId: string;
  let token: string;

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    f = await createFixture();
    await releaseRemote(f.layout, 'remote-auth', { builder: noBuild });
    await writeRemoteBuild(f, 'remote-portfolio');
    await f.write('remote-portfolio/dist/card/enhance.js', '/* enhance */');
    await f.write('remote-portfolio/dist/server/render-card.js', SERVER_BUILD);
    await f.write('remote-portfolio/dist/server/static/css/card.css', '.card{color:#123}');
    await releaseRemote(f.layout, 'remote-portfolio', { builder: noBuild });
    app = await createTestGateway(f, 'default');

    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: { name: 'Asha Rao', email: `${randomUUID()}@example.com`, password: 'Secret123' },
    });
    userId = registered.json().result.userId;
    token = registered.json().result.token;
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/portfolio',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        personalInfo: {
          name: 'Asha Rao',
          email: 'asha@example.com',
          phoneNumber: '9876543210',
          whatsappNumber: '9876543210',
        },
        addressInfo: { buildingName: 'A', area: 'B', pincode: '560038' },
      },
    });
    expect(created.statusCode).toBe(201);
  });
  afterAll(async () => {
    await app?.close();
    await f?.cleanup();
  });

  it('gives every kind of page a policy with the card loader’s hash, no unsafe script source and no framing', async () => {
    const card = await get(`/portfolio/${userId}`);
    expect(card.statusCode).toBe(200);
    expect(card.body).toContain('<main class="card">');
    // The hash of the script as the page inlines it, computed here from the page itself.
    const loaderHash = inlineScriptHash(card.body);

    const pages = {
      card,
      'missing card': await get(`/portfolio/${randomUUID()}`),
      'malformed card id': await get('/portfolio/not-an-id'),
      root: await get('/'),
      login: await get('/login'),
      'deep link': await get('/account/edit-email?from=menu'),
      'index.html': await get('/index.html'),
      'unknown route': await get('/no/such/page'),
      head: await app.inject({ method: 'HEAD', url: '/home' }),
    };
    for (const [kind, res] of Object.entries(pages)) {
      expect(res.headers['content-type'], kind).toBe('text/html; charset=utf-8');
      const policy = policyOf(res);
      const scripts = policy.get('script-src');
      // The sign-in screens' fallback and the signed-in group's sign-in-first are allowed
      // everywhere too (auth-screens.test.ts and sign-in-first.test.ts check them against their
      // pages).
      expect(scripts, kind).toEqual([
        "'self'",
        loaderHash,
        PAGE_CLIENT_FALLBACK_HASH,
        SIGN_IN_FIRST_HASH,
        "'wasm-unsafe-eval'",
      ]);
      expect(policy.get('script-src-attr'), kind).toEqual(["'none'"]);
      expect(policy.get('object-src'), kind).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors'), kind).toEqual(["'none'"]);
      expect(policy.get('base-uri'), kind).toEqual(["'none'"]);
      expect(policy.get('form-action'), kind).toEqual(["'self'"]);
      expect(policy.get('default-src'), kind).toEqual(["'self'"]);
      expect(policy.get('connect-src'), kind).toEqual(["'self'"]);
      expect(policy.get('img-src'), kind).toEqual(["'self'", 'data:', 'blob:']);
      expect(res.headers['x-content-type-options'], kind).toBe('nosniff');
      expect(res.headers['referrer-policy'], kind).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], kind).toBe('DENY');
      // The public card alone is open to the window that opened it (withoutOpenerPolicy).
      const opener = kind === 'card' ? undefined : 'same-origin';
      expect(res.headers['cross-origin-opener-policy'], kind).toBe(opener);
      expect(res.headers['permissions-policy'], kind).toContain('camera=()');
    }
    expect(pages['missing card'].statusCode).toBe(404);
    expect(pages['unknown route'].statusCode).toBe(200);
  });

  it('sends the public card without the opener policy, on its 304 and at its personal link too, and keeps it on the app around it', async () => {
    const card = await get(`/portfolio/${userId}`);
    const again = await app.inject({
      method: 'GET',
      url: `/portfolio/${userId}`,
      headers: { 'if-none-match': String(card.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const handle = await app.inject({
      method: 'PATCH',
      url: `${API_BASE}${paths.portfolioHandle}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { handle: 'opener-policy' },
    });
    expect(handle.statusCode).toBe(200);
    const personal = await get('/@opener-policy');
    expect(personal.statusCode).toBe(200);
    for (const [kind, res] of Object.entries({ card, again, personal })) {
      expect(res.headers['cross-origin-opener-policy'], kind).toBeUndefined();
      expect(res.headers['content-security-policy'], kind).toBeDefined();
    }
    for (const path of ['/home', '/login', `/portfolio/${randomUUID()}`]) {
      expect((await get(path)).headers['cross-origin-opener-policy'], path).toBe('same-origin');
    }
  });

  it('names a release’s new CDN origin in the policy as soon as the registry points there', async () => {
    const before = policyOf(await get('/login'));
    expect(before.get('script-src')!.join(' ')).not.toContain(CDN);

    await setRegistryEntry(registryFileOf(f.layout), 'remote-shop', {
      version: '2.0.0-abcdef12',
      url: `${CDN}/remote-shop/2.0.0-abcdef12/mf-manifest.json`,
    });
    try {
      for (const url of ['/login', '/shop', `/portfolio/${userId}`]) {
        const policy = policyOf(await get(url));
        expect(policy.get('script-src'), url).toContain(CDN);
        expect(policy.get('script-src'), url).not.toContain("'unsafe-inline'");
        expect(policy.get('script-src'), url).not.toContain("'unsafe-eval'");
        // Its manifest is fetched, its styles, fonts and images loaded from there too.
        for (const directive of ['connect-src', 'style-src', 'font-src', 'img-src']) {
          expect(policy.get(directive), `${url} ${directive}`).toContain(CDN);
        }
        // Only the origin: never a path, a query or anything else from the registry's URL.
        expect(
          policy.get('script-src')!.filter((source) => source.includes('/remote-shop')),
        ).toEqual([]);
      }
    } finally {
      await setRegistryEntry(registryFileOf(f.layout), 'remote-shop', {
        version: '2.0.0-abcdef12',
        url: '/remotes/remote-shop/2.0.0-abcdef12/mf-manifest.json',
      });
    }
    expect(
      policyOf(await get('/login'))
        .get('script-src')!
        .join(' '),
    ).not.toContain(CDN);
  });

  it('gives the API’s answers its own strict policy, one header, and no page policy', async () => {
    for (const res of [
      await get('/api/v1/health'),
      await get('/api/v1/no-such-route'),
      await app.inject({ method: 'POST', url: '/api/v1/user/login', payload: {} }),
    ]) {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['permissions-policy']).toBeUndefined();
    }
  });

  it('sends Permissions-Policy denying device features, keeping share and copy for this origin', async () => {
    const header = String((await get('/login')).headers['permissions-policy']);
    for (const denied of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial']) {
      expect(header).toContain(`${denied}=()`);
    }
    expect(header).toContain('clipboard-write=(self)');
    // web-share keeps its default (this origin): desktop Chromium reports the name as unknown.
    expect(header).not.toContain('web-share');
  });

  it('lets release files and the shell’s assets load from a CDN origin in front of them', async () => {
    const res = await get('/static/app.1234.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  describe('HSTS', () => {
    it('is never sent over plain HTTP, nor for an X-Forwarded-Proto without TRUST_PROXY', async () => {
      for (const headers of [{}, { 'x-forwarded-proto': 'https' }] as Record<string, string>[]) {
        for (const url of ['/login', '/api/v1/health', '/static/app.1234.js']) {
          expect((await get(url, headers)).headers['strict-transport-security']).toBeUndefined();
        }
      }
    });

    it('is sent on every answer when a trusted proxy says the request came over HTTPS', async () => {
      const proxied = await createGateway({
        config: { ...apiConfig(f), trustProxy: 1 },
        database: await testDatabase(),
        shellDir: f.shellDir,
        releasesDir: f.layout.releasesDir,
      });
      try {
        for (const url of ['/login', '/api/v1/health', '/static/app.1234.js', '/nope.js']) {
          const https = await proxied.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
          expect(https.headers['strict-transport-security'], url).toBe(HSTS);
          const http = await proxied.inject({ url, headers: { 'x-forwarded-proto': 'http' } });
          expect(http.headers['strict-transport-security'], url).toBeUndefined();
        }
      } finally {
        await proxied.close();
      }
    });
  });

  describe('the gateway’s own errors', () => {
    it('answers unknown files and non-page requests with the API’s envelope', async () => {
      for (const [method, url] of [
        ['GET', '/static/js/missing.1234.js'],
        ['GET', '/remotes/remote-auth/9.9.9-deadbeef/remoteEntry.js'],
        ['GET', '/missing.png'],
        ['GET', '/api/v2/anything'],
        ['POST', '/login'],
        ['DELETE', '/remotes.json'],
      ] as const) {
        const res = await app.inject({ method, url });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toBe('application/json; charset=utf-8');
        expect(res.json(), url).toEqual({
          success: false,
          message: 'Not found',
          code: 'NOT_FOUND',
        });
      }
    });

    it('never sends a thrown error’s message: it is logged with the request id', async () => {
      const lines: string[] = [];
      const broken = await createGateway({
        config: { ...apiConfig(f), logLevel: 'error' },
        database: await testDatabase(),
        shellDir: f.shellDir,
        releasesDir: f.layout.releasesDir,
        html: [
          {
            match: /^\/boom/,
            transform: () => {
              throw new Error('connect ECONNREFUSED 10.0.0.7:5432 as admin:hunter2');
            },
          },
        ],
        server: {
          logger: {
            level: 'error',
            stream: new Writable({
              write(chunk, _encoding, done) {
                lines.push(String(chunk));
                done();
              },
            }),
          },
        },
      });
      try {
        const res = await broken.inject({ url: '/boom', headers: { accept: 'application/json' } });
        expect(res.statusCode).toBe(500);
        expect(res.json()).toEqual({
          success: false,
          message: 'Something went wrong. Please try again later.',
          code: 'INTERNAL_ERROR',
        });
        expect(res.body).not.toMatch(/hunter2|ECONNREFUSED|10\.0\.0\.7/);
        const requestId = res.headers['x-request-id'];
        expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
        const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
        expect(logged).toContainEqual(
          expect.objectContaining({
            reqId: requestId,
            err: expect.objectContaining({ message: expect.stringContaining('hunter2') }),
          }),
        );
        // The page's policy still stands on the error.
        expect(policyOf(res).get('frame-ancestors')).toEqual(["'none'"]);
      } finally {
        await broken.close();
      }
    });

    it('answers a client error with the status’s name, not the parser’s words', async () => {
      const res = await app.inject({ method: 'GET', url: '/static/%E0%A4%A' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'Bad Request', code: 'BAD_URL' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });
  });
});
