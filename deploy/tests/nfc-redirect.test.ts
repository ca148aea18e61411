import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { sql } from 'drizzle-orm';
import {
  NFC_CODE_ALPHABET,
  NFC_CODE_LENGTH,
  NFC_LEGACY_CODE_LENGTH,
  nfcCardTexts,
} from 'shared-contracts';
import { writeCardRelease } from './helpers/card-release.js';
import { BROWSER, cardOwner, setHandle, insightTotals } from './helpers/card-owner.js';
import { createFixture, type Fixture } from './helpers/fixtures.js';
import { createTestGateway } from './helpers/gateway.js';

/** What the API hands the gateway, as far as these tests need it. */
interface ApiInstance {
  insights: { flush(): Promise<void> };
  db: { execute(query: ReturnType<typeof sql>): Promise<unknown> };
}

const newCode = (length = NFC_CODE_LENGTH) =>
  Array.from({ length }, () => NFC_CODE_ALPHABET[randomInt(31)]).join('');

describe('an NFC card’s link, /c/{code}', () => {
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

  /**
   * A person with a card and one NFC card of theirs. Its row is written as a paid order writes
   * it (the orders' own tests make it so); owner and status are then the person's to change.
   */
  async function nfcCard(options: { handle?: boolean; code?: string } = {}) {
    const owner = await cardOwner(app);
    const handle = options.handle ? `nfc-${randomUUID().slice(0, 8)}` : undefined;
    if (handle) await setHandle(app, owner, handle);
    const code = options.code ?? newCode();
    await api.db.execute(
      sql`insert into nfc_cards (code, user_id, status) values (${code}, ${owner.userId}, 'active')`,
    );
    return { ...owner, handle, code };
  }

  const tap = (path: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: path, headers: { 'user-agent': BROWSER, ...headers } });

  const setStatus = async (owner: { token: string; code: string }, status: 'lost' | 'active') => {
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/v1/user/nfc-cards/${owner.code}`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { status },
    });
    expect(res.statusCode).toBe(200);
  };

  /** The owner's numbers of the last 7 days, once what waits in memory is written. */
  const totals = (owner: { token: string }) => insightTotals(app, api.insights, owner);

  it('redirects (302, no-store) to the owner’s personal link and counts one NFC tap', async () => {
    const owner = await nfcCard({ handle: true });
    const res = await tap(`/c/${owner.code}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/@${owner.handle}`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await totals(owner)).toMatchObject({ nfc: 1, views: 0 });

    // The card page it lands on counts its view, and not the tap again.
    expect((await tap(res.headers.location as string)).statusCode).toBe(200);
    expect(await totals(owner)).toMatchObject({ nfc: 1, views: 1 });
  });

  it('still opens the 8-character codes of the first cards printed', async () => {
    const owner = await nfcCard({ code: newCode(NFC_LEGACY_CODE_LENGTH) });
    expect(owner.code).toHaveLength(8);
    const res = await tap(`/c/${owner.code.toLowerCase()}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/portfolio/${owner.userId}`);
  });

  it('refuses every code from a network that asked for 50 unknown ones in ten minutes, before looking it up', async () => {
    const owner = await nfcCard();
    const from = (ip: string, code: string) =>
      app.inject({
        method: 'GET',
        url: `/c/${code}`,
        remoteAddress: ip,
        headers: { 'user-agent': BROWSER },
      });
    const guesser = '198.51.100.77';
    for (let i = 0; i < 50; i++) {
      expect((await from(guesser, newCode())).statusCode).toBe(404);
    }
    // A real card from that network answers like a miss would now: nothing to learn by guessing.
    for (const code of [owner.code, newCode()]) {
      const refused = await from(guesser, code);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
      expect(refused.body).toContain('Too many unknown cards from this network');
    }
    // Everyone else taps on.
    expect((await from('198.51.100.78', owner.code)).statusCode).toBe(302);
  });

  it('redirects to /portfolio/{id} when the owner has no personal link', async () => {
    const owner = await nfcCard();
    const res = await tap(`/c/${owner.code}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/portfolio/${owner.userId}`);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('does not count a prefetch or a HEAD as a tap', async () => {
    const owner = await nfcCard();
    expect((await tap(`/c/${owner.code}`, { 'sec-purpose': 'prefetch' })).statusCode).toBe(302);
    const head = await app.inject({ method: 'HEAD', url: `/c/${owner.code}` });
    expect(head.statusCode).toBe(302);
    expect(await totals(owner)).toMatchObject({ nfc: 0 });
    await tap(`/c/${owner.code}`);
    expect(await totals(owner)).toMatchObject({ nfc: 1 });
  });

  it('answers a lost card with a neutral 410 page at once, and redirects again once reactivated', async () => {
    const owner = await nfcCard({ handle: true });
    expect((await tap(`/c/${owner.code}`)).statusCode).toBe(302);
    await setStatus(owner, 'lost');

    const gone = await tap(`/c/${owner.code}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gone.headers['cache-control']).toBe('no-store');
    expect(gone.body).toContain(nfcCardTexts.noLongerActive);
    expect(gone.body).toContain(nfcCardTexts.noLongerActiveText);
    for (const personal of ['Asha', owner.handle!, owner.userId, '/@', '/portfolio/']) {
      expect(gone.body).not.toContain(personal);
    }
    expect(await totals(owner)).toMatchObject({ nfc: 1 });

    await setStatus(owner, 'active');
    // Another visitor (each counts once a day per event): the tap after the switch is counted.
    const back = await app.inject({
      method: 'GET',
      url: `/c/${owner.code}`,
      remoteAddress: '203.0.113.9',
      headers: { 'user-agent': BROWSER },
    });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(`/@${owner.handle}`);
    expect(await totals(owner)).toMatchObject({ nfc: 2 });
  });

  it('answers a card whose owner is gone with the same 410 page', async () => {
    const owner = await nfcCard();
    await api.db.execute(sql`update nfc_cards set user_id = null where code = ${owner.code}`);
    const res = await tap(`/c/${owner.code}`);
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain(nfcCardTexts.noLongerActive);
  });

  it('answers the 404 page for a code never given out, or one no card can have', async () => {
    for (const path of [
      `/c/${newCode()}`,
      '/c/abc',
      '/c/00000000',
      `/c/${'A'.repeat(40)}`,
      '/c/%00',
      "/c/1'%20OR%20'1'='1",
    ]) {
      const res = await tap(path);
      expect({ path, status: res.statusCode }).toEqual({ path, status: 404 });
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain("This card doesn't exist");
    }
  });
});
