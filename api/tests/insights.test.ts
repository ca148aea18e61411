import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { insightDay, type InsightCounts } from 'shared-contracts';
import { insightCounts, insightSalts, insightVisits } from '../src/db/schema/index.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { createInsights } from '../src/modules/insights/plugin.js';
import { createRecorder, type Waiting } from '../src/modules/insights/recorder.js';
import { dayKey, insightsKey, visitorHash } from '../src/modules/insights/visitor.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { freshDatabaseUrl } from './helpers/database.js';
import { appSecret } from './helpers/tokens.js';
import { onboardedUser, type TestUser } from './helpers/users.js';
import { apiEnvelopeProblem, describeAnswer } from './support/envelope.js';
import { bodiesFor, oversize } from './support/fuzz-bodies.js';
import {
  LAPTOP,
  PHONE,
  beacon,
  insightTables,
  insightsOf,
  ownerBeacon,
  saveContact,
} from './support/insights.js';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let n = 0;
/** A fresh visitor address per call: the beacons' rate limit is per address. */
const ip = () => `198.51.100.${(n++ % 250) + 1}`;

const ZERO: InsightCounts = { views: 0, visitors: 0, nfc: 0, saves: 0, links: 0, shares: 0 };
const counts = (partial: Partial<InsightCounts>) => ({ ...ZERO, ...partial });

beforeAll(async () => {
  t = await createTestApp();
  alice = await onboardedUser(t, 'Asha Rao');
  bob = await onboardedUser(t, 'Bharat Rao');
});

afterAll(async () => {
  await t?.close();
});

/** A card nobody has looked at yet. */
const freshCard = () => onboardedUser(t, 'Chitra Rao');

describe('what is counted', () => {
  it('counts each event kind: views, NFC taps, saves, links by kind and shares', async () => {
    const card = await freshCard();
    const visitor = { ip: ip(), ua: PHONE };
    for (const body of [
      { kind: 'view' },
      { kind: 'view', src: 'nfc' },
      { kind: 'link', link: 'phone' },
      { kind: 'link', link: 'whatsapp' },
      { kind: 'share' },
    ]) {
      const res = await beacon(t, card.id, body, visitor);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    }
    expect((await saveContact(t, card.id, visitor)).statusCode).toBe(200);

    const insights = await insightsOf(t, card);
    const expected = counts({ views: 2, visitors: 1, nfc: 1, saves: 1, links: 2, shares: 1 });
    expect(insights.totals).toEqual(expected);
    expect(insights.series.at(-1)).toEqual({ date: insightDay(new Date()), ...expected });
    expect(insights.topLinks).toEqual([
      { link: 'phone', taps: 1 },
      { link: 'whatsapp', taps: 1 },
    ]);
  });

  it('a visitor counts once a day: every view, one visitor, one tap per link', async () => {
    const card = await freshCard();
    const first = { ip: ip(), ua: PHONE };
    await beacon(t, card.id, { kind: 'view' }, first);
    await beacon(t, card.id, { kind: 'view' }, first);
    await beacon(t, card.id, { kind: 'link', link: 'email' }, first);
    await beacon(t, card.id, { kind: 'link', link: 'email' }, first);
    await saveContact(t, card.id, first);
    await saveContact(t, card.id, first);
    expect((await insightsOf(t, card)).totals).toEqual(
      counts({ views: 2, visitors: 1, links: 1, saves: 1 }),
    );

    // Another address, or the same address with another browser, is another visitor.
    await beacon(t, card.id, { kind: 'view' }, { ip: ip(), ua: PHONE });
    await beacon(t, card.id, { kind: 'view' }, { ip: first.ip, ua: LAPTOP });
    await beacon(t, card.id, { kind: 'link', link: 'instagram' }, first);
    const insights = await insightsOf(t, card);
    expect(insights.totals).toEqual(counts({ views: 4, visitors: 3, links: 2, saves: 1 }));
    expect(insights.topLinks.map((l) => l.link).sort()).toEqual(['email', 'instagram']);
  });

  it('most tapped links come first', async () => {
    const card = await freshCard();
    for (let i = 0; i < 3; i++) {
      await beacon(t, card.id, { kind: 'link', link: 'website' }, { ip: ip(), ua: PHONE });
    }
    await beacon(t, card.id, { kind: 'link', link: 'map' }, { ip: ip(), ua: PHONE });
    expect((await insightsOf(t, card)).topLinks).toEqual([
      { link: 'website', taps: 3 },
      { link: 'map', taps: 1 },
    ]);
  });

  it('bots and browsers that do not say what they are are not counted', async () => {
    const card = await freshCard();
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    const robots = [googlebot, 'curl/8.5.0', 'WhatsApp/2.23.20.0', ''];
    for (const ua of robots) {
      expect((await beacon(t, card.id, { kind: 'view' }, { ip: ip(), ua })).statusCode).toBe(204);
      expect((await saveContact(t, card.id, { ip: ip(), ua })).statusCode).toBe(200);
    }
    expect((await insightsOf(t, card)).totals).toEqual(ZERO);
  });

  it('prefetches are not counted', async () => {
    const card = await freshCard();
    const prefetches: Record<string, string>[] = [
      { 'sec-purpose': 'prefetch' },
      { 'sec-purpose': 'prefetch;prerender' },
      { purpose: 'prefetch' },
    ];
    for (const headers of prefetches) {
      await saveContact(t, card.id, { ip: ip(), ua: PHONE, headers });
      await beacon(t, card.id, { kind: 'view' }, { ip: ip(), ua: PHONE, headers });
    }
    expect((await insightsOf(t, card)).totals).toEqual(ZERO);
  });

  it('a beacon sent as text/plain (sendBeacon with a string) counts the same', async () => {
    const card = await freshCard();
    const res = await beacon(
      t,
      card.id,
      JSON.stringify({ kind: 'share' }),
      { ip: ip(), ua: PHONE },
      'text/plain;charset=UTF-8',
    );
    expect(res.statusCode).toBe(204);
    expect((await insightsOf(t, card)).totals).toEqual(counts({ shares: 1 }));
    // Only here is text/plain read as JSON: elsewhere it stays a string, which no route takes.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ name: 'A', email: 'a@example.com', password: 'Secret123' }),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe('The request body must be a JSON object');
  });

  it('an unknown card id is answered 204 and counted nowhere; a malformed one 404', async () => {
    const unknown = randomUUID();
    const from = { ip: ip(), ua: PHONE };
    expect((await beacon(t, unknown, { kind: 'view' }, from)).statusCode).toBe(204);
    // The batch it is in still counts for the real card beside it.
    const card = await freshCard();
    await beacon(t, card.id, { kind: 'view' }, from);
    expect((await insightsOf(t, card)).totals).toEqual(counts({ views: 1, visitors: 1 }));
    expect(await insightTables(t)).not.toContain(unknown);

    const malformed = await beacon(t, 'not-a-card', { kind: 'view' }, from);
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({
      success: false,
      message: 'Portfolio not found',
      code: 'NOT_FOUND',
    });
  });

  it('refuses what is not an event, in the envelope', async () => {
    const from = { ip: ip(), ua: PHONE };
    for (const body of [{ kind: 'nfc' }, { kind: 'link' }, { kind: 'link', link: 'fax' }, {}]) {
      const res = await beacon(t, alice.id, body, from);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
      expect(apiEnvelopeProblem(res)).toBeNull();
    }
  });
});

describe("the owner's own visits", () => {
  it('are taken back when the owner beacon comes, and later ones are not counted', async () => {
    const owner = await freshCard();
    const visitor = { ip: ip(), ua: PHONE };
    const self = { ip: ip(), ua: LAPTOP };
    await beacon(t, owner.id, { kind: 'view' }, visitor);
    await beacon(t, owner.id, { kind: 'view' }, visitor);
    await beacon(t, owner.id, { kind: 'link', link: 'phone' }, visitor);
    for (let i = 0; i < 3; i++) await beacon(t, owner.id, { kind: 'view' }, self);
    await beacon(t, owner.id, { kind: 'link', link: 'phone' }, self);
    await beacon(t, owner.id, { kind: 'view', src: 'nfc' }, self);
    await saveContact(t, owner.id, self);
    expect((await insightsOf(t, owner)).totals).toEqual(
      counts({ views: 6, visitors: 2, links: 2, nfc: 1, saves: 1 }),
    );

    expect((await ownerBeacon(t, owner.id, owner.token, self)).statusCode).toBe(204);
    const afterMark = await insightsOf(t, owner);
    expect(afterMark.totals).toEqual(counts({ views: 2, visitors: 1, links: 1 }));
    expect(afterMark.topLinks).toEqual([{ link: 'phone', taps: 1 }]);

    // Later visits of the owner's own browser count for nothing; the visitor's still count.
    await beacon(t, owner.id, { kind: 'view' }, self);
    await beacon(t, owner.id, { kind: 'share' }, self);
    await saveContact(t, owner.id, self);
    await beacon(t, owner.id, { kind: 'view' }, visitor);
    await beacon(t, owner.id, { kind: 'share' }, visitor);
    expect((await insightsOf(t, owner)).totals).toEqual(
      counts({ views: 3, visitors: 1, links: 1, shares: 1 }),
    );
  });

  it('a mark in the same batch as the owner’s events keeps them out too', async () => {
    const owner = await freshCard();
    const self = { ip: ip(), ua: LAPTOP };
    await beacon(t, owner.id, { kind: 'view' }, self);
    await ownerBeacon(t, owner.id, owner.token, self);
    await beacon(t, owner.id, { kind: 'view' }, self);
    expect((await insightsOf(t, owner)).totals).toEqual(ZERO);
  });

  it("with another person's token: 403, and nothing changes", async () => {
    const owner = await freshCard();
    const self = { ip: ip(), ua: LAPTOP };
    await beacon(t, owner.id, { kind: 'view' }, self);
    const before = await insightsOf(t, owner);

    const res = await ownerBeacon(t, owner.id, bob.token, self);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      message: 'This is not your card',
      code: 'FORBIDDEN',
    });
    await beacon(t, owner.id, { kind: 'view' }, self);
    expect((await insightsOf(t, owner)).totals).toEqual({
      ...before.totals,
      views: before.totals.views + 1,
    });
  });

  it('with a junk, expired or logged-out token: 401, as signed-in routes say', async () => {
    const owner = await freshCard();
    const self = { ip: ip(), ua: LAPTOP };
    await beacon(t, owner.id, { kind: 'view' }, self);
    const expired = { success: false, message: 'Your session has expired. Please sign in again.' };
    const junk = await ownerBeacon(t, owner.id, 'not-a-token', self);
    expect(junk.statusCode).toBe(401);
    expect(junk.json()).toMatchObject(expired);

    const other = await freshCard();
    const logout = await t.call('POST', '/user/logout', { token: other.token });
    expect(logout.statusCode).toBeLessThan(300);
    const revoked = await ownerBeacon(t, other.id, other.token, self);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toMatchObject(expired);

    expect((await insightsOf(t, owner)).totals).toEqual(counts({ views: 1, visitors: 1 }));
  });
});

describe('GET /portfolio/insights', () => {
  it("shows the caller's own card only: another person sees their zeros", async () => {
    await beacon(t, alice.id, { kind: 'view' }, { ip: ip(), ua: PHONE });
    await beacon(t, alice.id, { kind: 'link', link: 'linkedin' }, { ip: ip(), ua: PHONE });
    expect((await insightsOf(t, alice)).totals.views).toBeGreaterThan(0);
    const theirs = await insightsOf(t, bob, 90);
    expect(theirs.totals).toEqual(ZERO);
    expect(theirs.topLinks).toEqual([]);
    expect(
      theirs.series.every(({ date: _date, ...day }) => !Object.values(day).some(Boolean)),
    ).toBe(true);
  });

  it('answers 7, 30 or 90 days ending today, oldest first, 30 by default', async () => {
    const today = insightDay(new Date());
    for (const days of [7, 30, 90]) {
      const { series, days: said } = await insightsOf(t, bob, days);
      expect(said).toBe(days);
      expect(series).toHaveLength(days);
      expect(series.at(-1)!.date).toBe(today);
      const dates = series.map((d) => d.date);
      expect([...dates].sort()).toEqual(dates);
      expect(new Set(dates).size).toBe(days);
      const span = Date.parse(dates.at(-1)!) - Date.parse(dates[0]!);
      expect(span).toBe((days - 1) * 86_400_000);
    }
    const plain = await t.call('GET', '/portfolio/insights', { token: bob.token });
    expect(plain.json().result.series).toHaveLength(30);
  });

  it('refuses other periods (400) and anyone signed out (401)', async () => {
    for (const days of ['5', 'abc', '0', '7.5', '365']) {
      const res = await t.call('GET', `/portfolio/insights?days=${days}`, { token: bob.token });
      expect({ days, status: res.statusCode }).toEqual({ days, status: 400 });
      expect(res.json().message).toBe('days must be one of: 7, 30, 90');
    }
    expect((await t.call('GET', '/portfolio/insights?days=7')).statusCode).toBe(401);
  });
});

describe('privacy', () => {
  it('no address or user-agent is stored, only hashes', async () => {
    const address = '203.0.113.77';
    const card = await freshCard();
    await beacon(t, card.id, { kind: 'view' }, { ip: address, ua: PHONE });
    await saveContact(t, card.id, { ip: address, ua: PHONE });
    await ownerBeacon(t, card.id, card.token, { ip: '2001:db8::77', ua: LAPTOP });
    await t.api.insights.flush();
    const stored = await insightTables(t);
    expect(stored).toContain(card.id);
    for (const secret of [address, '203.0.113', '2001:db8', PHONE, 'Pixel 8', LAPTOP]) {
      expect(stored).not.toContain(secret);
    }
  });

  it('keys visitors with a key derived from the JWT secret, never with the secret that signs sessions', async () => {
    const card = await freshCard();
    const seen = { userId: card.id, ip: '198.51.100.23', userAgent: PHONE };
    await beacon(t, card.id, { kind: 'view' }, { ip: seen.ip, ua: PHONE });
    await t.api.insights.flush();
    const [{ salt }] = (await t.api.db
      .select({ salt: insightSalts.salt })
      .from(insightSalts)
      .where(eq(insightSalts.day, insightDay(new Date())))) as [{ salt: string }];
    const visitors = (
      await t.api.db
        .select({ visitor: insightVisits.visitor })
        .from(insightVisits)
        .where(eq(insightVisits.userId, card.id))
    ).map((row) => row.visitor);
    const jwtSecret = await appSecret(t);
    expect(visitors).toEqual([visitorHash(dayKey(insightsKey(jwtSecret), salt), seen)]);
    expect(visitors).not.toContain(visitorHash(dayKey(Buffer.from(jwtSecret), salt), seen));
  });

  it('the salt changes every day: the same visitor counts on both days, and the past day is purged', async () => {
    const card = await freshCard();
    let clock = new Date(Date.now() - 86_400_000);
    const insights = createInsights({
      db: t.api.db,
      secret: insightsKey(await appSecret(t)),
      flushMs: 60_000,
      log: t.api.log,
      now: () => clock,
    });
    const yesterday = insightDay(clock);
    const visitor = { userId: card.id, ip: '192.0.2.10', userAgent: PHONE };
    insights.record({ ...visitor, event: 'view' });
    await insights.flush();
    const rowsOf = (day: string) =>
      t.api.db
        .select({ visitor: insightVisits.visitor })
        .from(insightVisits)
        .where(and(eq(insightVisits.userId, card.id), eq(insightVisits.day, day)));
    const [before] = await rowsOf(yesterday);
    expect(before).toBeDefined();
    const salts = () => t.api.db.select({ day: insightSalts.day }).from(insightSalts);
    expect((await salts()).map((s) => s.day)).toContain(yesterday);

    clock = new Date();
    const today = insightDay(clock);
    insights.record({ ...visitor, event: 'view' });
    await insights.flush();
    await insights.close();

    const [now] = await rowsOf(today);
    expect(now!.visitor).not.toBe(before!.visitor);
    expect(await rowsOf(yesterday)).toEqual([]);
    expect((await salts()).map((s) => s.day)).toEqual([today]);
    const { series } = await insightsOf(t, card);
    expect(series.slice(-2).map((d) => [d.date, d.views, d.visitors])).toEqual([
      [yesterday, 1, 1],
      [today, 1, 1],
    ]);
  });
});

describe('batching', () => {
  it('1,000 events are written in one transaction, and every one is counted', async () => {
    const card = await freshCard();
    let transactions = 0;
    // The real database, with its transactions counted.
    const db = new Proxy(t.api.db, {
      get(target, key, receiver) {
        if (key !== 'transaction') return Reflect.get(target, key, receiver);
        return (...args: Parameters<Database['transaction']>) => {
          transactions += 1;
          return target.transaction(...args);
        };
      },
    });
    const insights = createInsights({
      db,
      secret: insightsKey(await appSecret(t)),
      flushMs: 60_000,
      flushAt: 5_000,
      log: t.api.log,
    });
    for (let i = 0; i < 1_000; i++) {
      insights.record({
        userId: card.id,
        event: 'view',
        ip: `10.0.${i >> 8}.${i & 255}`,
        userAgent: PHONE,
      });
    }
    const started = performance.now();
    await insights.flush();
    const ms = performance.now() - started;
    await insights.close();
    console.warn(
      `insights: 1,000 events written in ${ms.toFixed(0)} ms, ${transactions} transaction`,
    );
    expect(transactions).toBe(1);
    expect((await insightsOf(t, card)).totals).toEqual(counts({ views: 1_000, visitors: 1_000 }));
  });

  it('the app writes by itself, within INSIGHTS_FLUSH_MS, without being asked', async () => {
    const quick = await createTestApp({ insightsFlushMs: 20 });
    try {
      const card = await onboardedUser(quick, 'Devi Rao');
      await beacon(quick, card.id, { kind: 'share' }, { ip: ip(), ua: PHONE });
      const written = async () =>
        (
          await quick.api.db
            .select({ count: insightCounts.count })
            .from(insightCounts)
            .where(eq(insightCounts.userId, card.id))
        ).length;
      // Polls the database the timer writes to; no flush() is called.
      for (let i = 0; i < 200 && (await written()) === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(await written()).toBe(1);
    } finally {
      await quick.close();
    }
  });

  it('what waits is written when the app closes, before its database does', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tapfolio-insights-'));
    // A database of this test's, on the engine the suite runs on: it outlives the app.
    const database = await freshDatabaseUrl(dataDir);
    try {
      const app = await createTestApp({
        databaseUrl: database.url,
        dataDir,
        insightsFlushMs: 60_000,
      });
      const card = await onboardedUser(app, 'Esha Rao');
      await beacon(app, card.id, { kind: 'share' }, { ip: ip(), ua: PHONE });
      await app.close();
      const reopened = await openDatabase({ databaseUrl: database.url, dataDir });
      try {
        const rows = await reopened.db
          .select({ event: insightCounts.event, count: insightCounts.count })
          .from(insightCounts)
          .where(eq(insightCounts.userId, card.id));
        expect(rows).toEqual([{ event: 'share', count: 1 }]);
      } finally {
        await reopened.close();
      }
    } finally {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('a failed write is retried once, then dropped; a full buffer drops new events; both counted', async () => {
    const batches: Waiting[][] = [];
    const results: Record<string, number> = {};
    const recorder = createRecorder({
      write: async (batch) => {
        batches.push(batch);
        throw new Error('database down');
      },
      flushMs: 60_000,
      maxWaiting: 3,
      onResult: (result, count) => (results[result] = (results[result] ?? 0) + count),
    });
    const event = {
      userId: randomUUID(),
      event: 'view' as const,
      ip: '192.0.2.1',
      userAgent: PHONE,
    };
    // Five visitors (a repeat of one waiting would only add to its entry).
    for (let i = 0; i < 5; i++) recorder.record({ ...event, ip: `192.0.2.${i + 1}` });
    expect(results.dropped_full).toBe(2);
    await recorder.flush();
    await recorder.flush();
    await recorder.flush();
    expect(batches.map((b) => b.length)).toEqual([3, 3]);
    expect(results.dropped_failed).toBe(3);
    await recorder.close();
  });

  it('a visitor repeating themself waits as one entry, and every repeat is still a view', async () => {
    const batches: Waiting[][] = [];
    const recorder = createRecorder({
      write: async (batch) => void batches.push(batch),
      flushMs: 60_000,
      flushAt: 2,
    });
    const event = {
      userId: randomUUID(),
      event: 'view' as const,
      ip: '192.0.2.9',
      userAgent: PHONE,
    };
    for (let i = 0; i < 1_000; i++) recorder.record(event);
    recorder.record({ ...event, event: 'save' });
    await recorder.flush();
    expect(batches).toHaveLength(1);
    expect(batches[0]!.map(({ event, times }) => ({ event, times }))).toEqual([
      { event: 'view', times: 1_000 },
      { event: 'save', times: 1 },
    ]);
    await recorder.close();
  });

  it('counts what it wrote and what it ignored in the metrics', async () => {
    const card = await freshCard();
    await beacon(t, card.id, { kind: 'view' }, { ip: ip(), ua: PHONE });
    await beacon(t, card.id, { kind: 'view' }, { ip: ip(), ua: 'curl/8.5.0' });
    await t.api.insights.flush();
    const metrics = (await t.call('GET', '/metrics')).body;
    const value = (result: string) =>
      Number(
        new RegExp(`tapfolio_insight_events_total\\{result="${result}"\\} (\\d+)`).exec(
          metrics,
        )?.[1],
      );
    expect(value('counted')).toBeGreaterThan(0);
    expect(value('ignored_bot')).toBeGreaterThan(0);
    expect(metrics).toMatch(/tapfolio_insight_flushes_total\{result="ok"\} [1-9]/);
  });
});

describe('the beacon under abuse', () => {
  it('generated bodies never get a 5xx, always the envelope', async () => {
    await fc.assert(
      fc.asyncProperty(bodiesFor({ kind: 'link', link: 'whatsapp', src: 'nfc' }), async (body) => {
        const res = await beacon(
          t,
          alice.id,
          body.payload,
          { ip: ip(), ua: PHONE },
          body.contentType,
        );
        if (res.statusCode >= 500) throw new Error(`5xx: ${describeAnswer(res)}`);
        const problem = apiEnvelopeProblem(res);
        if (problem) throw new Error(`${problem}: ${describeAnswer(res)}`);
      }),
      { numRuns: 150, seed: 12 },
    );
  }, 120_000);

  it('a body over 64 KiB is refused unread with 413, as JSON or as text/plain', async () => {
    const big = oversize().payload;
    for (const type of ['application/json', 'text/plain']) {
      const res = await beacon(t, alice.id, big, { ip: ip(), ua: PHONE }, type);
      expect({ type, status: res.statusCode }).toEqual({ type, status: 413 });
      expect(apiEnvelopeProblem(res)).toBeNull();
    }
    const owner = await ownerBeacon(t, alice.id, 'x'.repeat(70_000), { ip: ip(), ua: PHONE });
    expect(owner.statusCode).toBe(413);
  });

  it('one address may send 120 beacons a minute; the next is refused', async () => {
    const from = { ip: '192.0.2.200', ua: PHONE };
    for (let i = 0; i < 120; i++) {
      expect((await beacon(t, alice.id, { kind: 'view' }, from)).statusCode).toBe(204);
    }
    const refused = await beacon(t, alice.id, { kind: 'view' }, from);
    expect(refused.statusCode).toBe(429);
    expect(apiEnvelopeProblem(refused)).toBeNull();
    expect((await beacon(t, alice.id, { kind: 'view' }, { ip: ip(), ua: PHONE })).statusCode).toBe(
      204,
    );
    // Per card: another card opened behind the same carrier address is counted on its own.
    const other = await onboardedUser(t, 'Other Card');
    expect((await beacon(t, other.id, { kind: 'view' }, from)).statusCode).toBe(204);
  });
});
