import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { sql } from 'drizzle-orm';
import { writeCardRelease } from './helpers/card-release.js';
import { BROWSER, cardOwner, setHandle, insightTotals } from './helpers/card-owner.js';
import { createFixture, type Fixture } from './helpers/fixtures.js';
import { createTestGateway } from './helpers/gateway.js';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** What the API hands the gateway, as far as these tests need it. */
interface ApiInstance {
  insights: { flush(): Promise<void> };
  publicCards: { invalidate(userId: string): void };
  db: { execute(query: ReturnType<typeof sql>): Promise<unknown> };
}

describe('views of the server-rendered card', () => {
  let f: Fixture;
  let app: FastifyInstance;
  let api: ApiInstance;

  beforeAll(async () => {
    f = await createFixture();
    await writeCardRelease(f, 'build-one');
    app = await createTestGateway(f, 'default', undefined, (instance) => {
      api = instance as unknown as ApiInstance;
    });
  });
  afterAll(async () => {
    await app?.close();
    await f?.cleanup();
  });

  /** A card of its own per test, with a handle: counts start at zero. */
  async function card() {
    const owner = await cardOwner(app);
    const handle = `views-${randomUUID().slice(0, 8)}`;
    await setHandle(app, owner, handle);
    return { ...owner, handle };
  }

  /** The owner's numbers of the last 7 days, once what waits in memory is written. */
  const totals = (owner: { token: string }) => insightTotals(app, api.insights, owner);

  const open = (path: string, headers: Record<string, string> = {}, method = 'GET' as const) =>
    app.inject({ method, url: path, headers: { 'user-agent': BROWSER, ...headers } });

  it('counts a view of /@handle and of /portfolio/{userId}, and a 304 revisit', async () => {
    const owner = await card();
    const first = await open(`/@${owner.handle}`);
    expect(first.statusCode).toBe(200);
    expect((await open(`/portfolio/${owner.userId}`)).statusCode).toBe(200);
    const again = await open(`/@${owner.handle}`, {
      'if-none-match': first.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(await totals(owner)).toMatchObject({ views: 3, visitors: 1, nfc: 0 });
  });

  it('counts an NFC tap when the link says ?src=nfc', async () => {
    const owner = await card();
    expect((await open(`/@${owner.handle}?src=nfc`)).statusCode).toBe(200);
    expect((await open(`/@${owner.handle}?src=other`)).statusCode).toBe(200);
    expect(await totals(owner)).toMatchObject({ views: 2, nfc: 1 });
  });

  it('does not count robots, prefetches, HEAD requests or redirects', async () => {
    const owner = await card();
    expect((await open(`/@${owner.handle}`, { 'user-agent': GOOGLEBOT })).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: `/portfolio/${owner.userId}` })).statusCode,
    ).toBe(200);
    expect((await open(`/@${owner.handle}`, { 'sec-purpose': 'prefetch' })).statusCode).toBe(200);
    expect((await open(`/@${owner.handle}`, { purpose: 'prefetch' })).statusCode).toBe(200);
    const head = await app.inject({
      method: 'HEAD',
      url: `/@${owner.handle}`,
      headers: { 'user-agent': BROWSER },
    });
    expect(head.statusCode).toBe(200);
    expect((await open(`/@${owner.handle.toUpperCase()}`)).statusCode).toBe(301);
    expect(await totals(owner)).toMatchObject({ views: 0, visitors: 0, nfc: 0 });

    // The same visitor as a browser is counted: the numbers above are not zero for no reason.
    await open(`/@${owner.handle}`);
    expect(await totals(owner)).toMatchObject({ views: 1 });
  });

  it('answers 410 with a page naming no one when the owner closed their account', async () => {
    const owner = await card();
    await api.db.execute(sql`DELETE FROM users WHERE id = ${owner.userId}`);
    api.publicCards.invalidate(owner.userId);
    const res = await open(`/@${owner.handle}`);
    expect(res.statusCode).toBe(410);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('This card is no longer available');
    expect(res.body).not.toContain('Asha');
    expect(res.body).not.toContain(owner.handle);
  });

  it('answers 410 at the card id too, at once, once the owner deletes their account', async () => {
    const owner = await card();
    // Seen once, so the page and the card are in this gateway's memory.
    expect((await open(`/portfolio/${owner.userId}`)).statusCode).toBe(200);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/v1/user/account',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { password: 'Secret123' },
    });
    expect(deleted.statusCode).toBe(200);
    for (const path of [`/portfolio/${owner.userId}`, `/@${owner.handle}`]) {
      const res = await open(path);
      expect({ path, status: res.statusCode }).toEqual({ path, status: 410 });
      expect(res.headers['cache-control']).toMatch(/no-store|max-age=0/);
      expect(res.body).not.toContain('Asha');
    }
    // An id that never had a card stays a 404.
    expect((await open(`/portfolio/${randomUUID()}`)).statusCode).toBe(404);
  });
});
