import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ENHANCE_LOADER } from '../src/card/card-document.js';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { rollbackRemote } from '../src/release.js';
import { writeCardRelease as writeRemote } from './helpers/card-release.js';
import { createFixture, type Fixture } from './helpers/fixtures.js';
import { createTestGateway, TEST_PUBLIC_URL } from './helpers/gateway.js';

describe('the public card rendered by the gateway', () => {
  let f: Fixture;
  let app: FastifyInstance;
  let owner: { token: string; userId: string };
  let first: string;

  const page = (userId: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/portfolio/${userId}`, headers });

  beforeAll(async () => {
    f = await createFixture();
    first = await writeRemote(f, 'build-one');
    app = await createTestGateway(f, 'default');
    const email = `${randomUUID()}@example.com`;
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: { name: 'Card Owner', email, password: 'Secret123' },
    });
    owner = registered.json().result;
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/portfolio',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: {
        personalInfo: {
          name: 'Asha Rao',
          email,
          phoneNumber: '9876543210',
          whatsappNumber: '9876543210',
        },
        addressInfo: { buildingName: 'A', area: 'B', pincode: '560038' },
        // A name may hold letters, spaces and . ' - only: the designation is free text that
        // reaches the title's description, the markup and the JSON-LD.
        workInfo: { designation: 'Lead </script><script>alert(1)</script> Designer' },
      },
    });
    expect(created.statusCode).toBe(201);
  });
  afterAll(async () => {
    await app?.close();
    await f?.cleanup();
  });

  it('answers the card in the HTML: inline CSS, no app script, canonical URL and a Person in JSON-LD', async () => {
    const res = await page(owner.userId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=30',
    );
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    const html = res.body;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('data-build="build-one"');
    expect(html).toContain('<style>');
    expect(html).toContain('.card{color:#123}');
    expect(html).not.toContain('sourceMappingURL');
    expect(html).toContain(
      `<link rel="canonical" href="${TEST_PUBLIC_URL}/portfolio/${owner.userId}">`,
    );
    expect(html).toContain(`href="/api/v1/portfolio/${owner.userId}/vcard" download`);
    // Only the small enhancement script of the same release, loaded after the first paint by an
    // inline loader (nothing is fetched before it); never the shell.
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    expect(scripts).toEqual(['<script type="application/ld+json">', '<script>']);
    expect(html).toContain(`<script>${ENHANCE_LOADER}</script>`);
    expect(html).toContain(
      `<meta name="tf-enhance" content="/remotes/remote-portfolio/${first}/card/enhance.js">`,
    );
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Asha Rao',
      jobTitle: 'Lead </script><script>alert(1)</script> Designer',
      url: `${TEST_PUBLIC_URL}/portfolio/${owner.userId}`,
      telephone: '+919876543210',
    });
    // The designation is text everywhere: escaped in the description, the markup and the JSON-LD.
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<title>Asha Rao | Tapfolio</title>');
    expect(html).toContain('Lead &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Designer');
  });

  it('sends the page compressed as the browser accepts, the same bytes once decoded', async () => {
    const plain = await page(owner.userId);
    const br = await page(owner.userId, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gz = await page(owner.userId, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const none = await page(owner.userId, { 'accept-encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain.body);
  });

  it('serves the release’s enhancement script, but never its server build', async () => {
    const script = await app.inject(`/remotes/remote-portfolio/${first}/card/enhance.js`);
    expect(script.statusCode).toBe(200);
    const server = await app.inject(`/remotes/remote-portfolio/${first}/server/render-card.js`);
    expect(server.statusCode).toBe(404);
  });

  it('answers 304 to a browser that has this version, and a new page after its owner saves', async () => {
    const first = await page(owner.userId);
    const etag = first.headers.etag as string;
    const again = await page(owner.userId, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const saved = await app.inject({
      method: 'PATCH',
      url: '/api/v1/portfolio',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { about: { heading: 'Hello', description: 'Now with an about section' } },
    });
    expect(saved.statusCode).toBe(200);
    const after = await page(owner.userId, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('follows a release and a rollback of remote-portfolio on the next request', async () => {
    const second = await writeRemote(f, 'build-two');
    expect((await page(owner.userId)).body).toContain('data-build="build-two"');
    expect((await page(owner.userId)).body).toContain(
      `/remotes/remote-portfolio/${second}/card/enhance.js`,
    );
    await rollbackRemote(f.layout, 'remote-portfolio');
    expect((await page(owner.userId)).body).toContain('data-build="build-one"');
  });

  it('serves the app’s own page, never a 500, when the release has no server build or a broken one', async () => {
    await writeRemote(f, 'no-server', null);
    const missing = await page(owner.userId);
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toContain('<div id="root"></div>');
    // The app's page still has the card's link preview.
    expect(missing.body).toContain('og:title');

    await writeRemote(
      f,
      'throws',
      "exports.CARD_RENDER_API = 1; exports.renderCard = () => { throw new Error('boom'); };",
    );
    const throwing = await page(owner.userId);
    expect(throwing.statusCode).toBe(200);
    expect(throwing.body).toContain('<div id="root"></div>');

    await writeRemote(f, 'bad-syntax', 'exports.renderCard = (');
    const broken = await page(owner.userId);
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<div id="root"></div>');

    await writeRemote(
      f,
      'old-contract',
      'exports.CARD_RENDER_API = 0; exports.renderCard = () => "";',
    );
    expect((await page(owner.userId)).body).toContain('<div id="root"></div>');
  });

  it('leaves out what its owner hid, page and JSON-LD alike, and is noindex until listed', async () => {
    const patch = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'PATCH',
        url: '/api/v1/portfolio',
        headers: { authorization: `Bearer ${owner.token}` },
        payload,
      });
    const jsonLdOf = (html: string) =>
      JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!);
    await writeRemote(f, 'privacy');

    const listedNot = (await page(owner.userId)).body;
    expect(listedNot).toContain('<meta name="robots" content="noindex">');
    expect(jsonLdOf(listedNot)).toMatchObject({ telephone: '+919876543210' });
    expect(jsonLdOf(listedNot).email).toMatch(/^mailto:/);

    expect(
      (
        await patch({
          visibility: {
            phoneNumber: false,
            email: false,
            district: false,
            state: false,
            pincode: false,
          },
        })
      ).statusCode,
    ).toBe(200);
    const hidden = (await page(owner.userId)).body;
    const person = jsonLdOf(hidden);
    expect(person).not.toHaveProperty('telephone');
    expect(person).not.toHaveProperty('email');
    expect(person).not.toHaveProperty('address');
    expect(hidden).not.toContain('9876543210');
    expect(hidden).not.toContain('@example.com');
    expect(hidden).not.toContain('560038');

    expect((await patch({ searchable: true })).statusCode).toBe(200);
    const listed = (await page(owner.userId)).body;
    expect(listed).not.toContain('name="robots"');

    // The app's own page, where no server build renders the card, says the same.
    await writeRemote(f, 'privacy-no-server', null);
    expect((await page(owner.userId)).body).not.toContain('name="robots"');
    expect((await patch({ searchable: false })).statusCode).toBe(200);
    const fallback = await page(owner.userId);
    expect(fallback.body).toContain('<div id="root"></div>');
    expect(fallback.body).toContain('<meta name="robots" content="noindex">');
  });
});
