import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { writeCardRelease } from './helpers/card-release.js';
import { cardOwner, setHandle } from './helpers/card-owner.js';
import { createFixture, type Fixture } from './helpers/fixtures.js';
import { createTestGateway, TEST_PUBLIC_URL } from './helpers/gateway.js';

/** A handle no other test run takes: the rules allow 30 characters. */
const fresh = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
const ogUrlOf = (html: string) => /<meta property="og:url" content="([^"]*)">/.exec(html)?.[1];
const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!);

describe('the personal link /@{handle}', () => {
  let f: Fixture;
  let app: FastifyInstance;
  let owner: { token: string; userId: string };
  let handle: string;

  beforeAll(async () => {
    f = await createFixture();
    await writeCardRelease(f, 'build-one');
    app = await createTestGateway(f, 'default');
    owner = await cardOwner(app);
    handle = fresh('asha.rao');
    await setHandle(app, owner, handle);
  });
  afterAll(async () => {
    await app?.close();
    await f?.cleanup();
  });

  it('serves the card, with the handle as its canonical URL, og:url and JSON-LD url', async () => {
    const res = await app.inject(`/@${handle}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('data-build="build-one"');
    expect(res.body).toContain('<h1>Asha Rao</h1>');
    const url = `${TEST_PUBLIC_URL}/@${handle}`;
    expect(canonicalOf(res.body)).toBe(url);
    expect(ogUrlOf(res.body)).toBe(url);
    expect(jsonLdOf(res.body).url).toBe(url);
    // What Share and Copy Link hand on, in the rendered card.
    expect(res.body).toContain(`<a href="${url}">Link</a>`);
  });

  it('gives the id path the same page, canonical to the handle', async () => {
    const byId = await app.inject(`/portfolio/${owner.userId}`);
    const byHandle = await app.inject(`/@${handle}`);
    expect(byId.statusCode).toBe(200);
    expect(canonicalOf(byId.body)).toBe(`${TEST_PUBLIC_URL}/@${handle}`);
    expect(byId.body).toBe(byHandle.body);
    expect(byId.headers.etag).toBe(byHandle.headers.etag);
  });

  it('sends another spelling to the stored lower-case link, query kept', async () => {
    const upper = await app.inject(`/@${handle.toUpperCase()}?src=nfc`);
    expect(upper.statusCode).toBe(301);
    expect(upper.headers.location).toBe(`/@${handle}?src=nfc`);
    const at = await app.inject(`/@@${handle}`);
    expect(at.statusCode).toBe(301);
    expect(at.headers.location).toBe(`/@${handle}`);
  });

  it('sends an old handle to the current one (301, query kept, kept by browsers 5 minutes)', async () => {
    const other = await cardOwner(app, 'Meera Iyer');
    const old = fresh('meera');
    const current = fresh('meera.k');
    await setHandle(app, other, old);
    await setHandle(app, other, current);

    const res = await app.inject(`/@${old}?src=nfc&x=1`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/@${current}?src=nfc&x=1`);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const now = await app.inject(`/@${current}`);
    expect(now.statusCode).toBe(200);
    expect(canonicalOf(now.body)).toBe(`${TEST_PUBLIC_URL}/@${current}`);
  });

  it('answers the 404 page for a handle no one holds, and for one that breaks the rules', async () => {
    for (const path of [`/@${fresh('nobody')}`, '/@ab', '/@-bad-', '/@admin']) {
      const res = await app.inject(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain("This card doesn't exist");
    }
  });

  it('sends a personal link to the id path when the release cannot render the card', async () => {
    await writeCardRelease(f, 'no-server', null);
    const res = await app.inject(`/@${handle}?src=nfc`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/portfolio/${owner.userId}?src=nfc`);
    // Where the app's own page answers.
    const appPage = await app.inject(res.headers.location as string);
    expect(appPage.statusCode).toBe(200);
    expect(appPage.body).toContain('<div id="root"></div>');
    // The app's page still previews the card, with its personal link.
    expect(ogUrlOf(appPage.body)).toBe(`${TEST_PUBLIC_URL}/@${handle}`);
    await writeCardRelease(f, 'build-two');
    expect((await app.inject(`/@${handle}`)).statusCode).toBe(200);
  });
});
