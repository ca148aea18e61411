import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { memoryEventCounts, WINDOW_MS, type RemoteEventKind } from '../src/canary/counts.js';
import {
  canaryStart,
  DEFAULT_CANARY_THRESHOLDS,
  judgeCanary,
  type Verdict,
} from '../src/canary/guard.js';
import type { ReportTokens } from '../src/canary/report-token.js';
import type { CanaryOptions } from '../src/canary/route.js';
import { canaryThresholdsFromEnv } from '../src/config.js';
import { DeployError } from '../src/errors.js';
import { createGateway } from '../src/gateway.js';
import type { HistoryEntry } from '../src/history.js';
import { promoteRemote, releaseRemote } from '../src/release.js';
import type { RegistryStore } from '../src/registry/store.js';
import {
  madeVisitor,
  pageVisitor,
  postReport,
  TEST_JWT_SECRET,
  testReportTokens,
  type ReportingVisitor,
} from './helpers/canary-visitors.js';
import { createFixture, type Fixture } from './helpers/fixtures.js';
import { apiConfig, testDatabase } from './helpers/gateway.js';
import { STORE_KINDS } from './helpers/registry-stores.js';

const REMOTE = 'remote-auth';

/** `count` events of one kind for a version of remote-auth. */
const events = (version: string, kind: RemoteEventKind, count: number, remote = REMOTE) =>
  Array.from({ length: count }, () => ({ remote, version, kind }));

/** The gateway's verdicts as they come, and a wait for the first that matches. */
function verdicts() {
  const seen: Verdict[] = [];
  const waiting: { match: (v: Verdict) => boolean; resolve: (v: Verdict) => void }[] = [];
  return {
    seen,
    onVerdict(verdict: Verdict) {
      seen.push(verdict);
      for (const waiter of waiting.filter((w) => w.match(verdict))) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(verdict);
      }
    },
    first(match: (v: Verdict) => boolean): Promise<Verdict> {
      const found = seen.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        waiting.push({ match, resolve });
        setTimeout(
          () => reject(new Error(`no such verdict; seen: ${JSON.stringify(seen)}`)),
          10_000,
        ).unref();
      });
    },
  };
}

for (const kind of STORE_KINDS) {
  describe(`the canary guard (${kind.name} registry)`, () => {
    let f: Fixture;
    let open: (options?: { cacheMs?: number }) => Promise<RegistryStore>;
    let drop: () => Promise<void>;
    let store: RegistryStore;
    let stable: string;
    let canary: string;
    let tokens: ReportTokens;
    const apps: FastifyInstance[] = [];

    const build = async (marker: string) =>
      f.write('remote-auth/dist/static/js/x.js', `console.log(${JSON.stringify(marker)});`);

    beforeEach(async () => {
      tokens = await testReportTokens();
      f = await createFixture();
      const registry = await kind.create(f);
      ({ open, drop } = registry);
      store = await open({ cacheMs: 0 });
      await build('stable');
      stable = (await releaseRemote(f.layout, REMOTE, { build: false, store, by: 'asha' })).version;
      await build('canary');
      canary = (
        await releaseRemote(f.layout, REMOTE, { build: false, store, canary: 20, by: 'asha' })
      ).version;
    });
    afterEach(async () => {
      await Promise.all(apps.splice(0).map((app) => app.close()));
      await drop();
      await f.cleanup();
    });

    /**
     * A gateway on `registry` whose guard looks at once (no interval) and reports its verdicts.
     * Every one a test starts has the same JWT secret, so each takes the others' visitors.
     */
    async function gateway(options: CanaryOptions = {}, registry = store) {
      const app = await createGateway({
        config: { ...apiConfig(f), jwtSecret: TEST_JWT_SECRET },
        database: await testDatabase(),
        shellDir: f.shellDir,
        releasesDir: f.layout.releasesDir,
        html: [],
        registry,
        canary: {
          layout: f.layout,
          guardIntervalMs: 0,
          rateLimit: { max: 10_000, windowMs: 60_000 },
          ...options,
        },
      });
      await app.ready();
      apps.push(app);
      return app;
    }

    /** Posts the events in reports of 50 as one visitor, as the shell does. */
    async function report(
      app: FastifyInstance,
      all: { remote: string; version: string; kind: string }[],
      { by = madeVisitor(tokens), remoteAddress = '203.0.113.7' } = {},
    ) {
      for (let at = 0; at < all.length; at += 50) {
        const res = await postReport(app, by, all.slice(at, at + 50), remoteAddress);
        expect(res.statusCode).toBe(204);
      }
    }

    /** Each event reported by a visitor of its own, a few dozen at once. */
    async function crowd(
      app: FastifyInstance,
      all: { remote: string; version: string; kind: string }[],
    ) {
      for (let at = 0; at < all.length; at += 25) {
        await Promise.all(all.slice(at, at + 25).map((event) => report(app, [event])));
      }
    }

    const versionFor = async (app: FastifyInstance, bucket: number) =>
      (
        await app.inject({
          method: 'GET',
          url: '/remotes.json',
          headers: { cookie: `tf_bucket=${bucket}` },
        })
      ).json()[REMOTE].version as string;

    it('ends a canary whose failures are clearly above the current version, and the history says why', async () => {
      const judged = verdicts();
      const app = await gateway({ onVerdict: judged.onVerdict });
      expect(await versionFor(app, 0)).toBe(canary);

      // The current version: 2 of 400 visitors failed (0.5%); the canary: 6 of 50 (12%).
      await crowd(app, [...events(stable, 'load', 398), ...events(stable, 'load-error', 2)]);
      await crowd(app, [...events(canary, 'load', 44), ...events(canary, 'load-error', 6)]);

      const verdict = await judged.first((v) => v.ended);
      const note = 'failure rate 12.0% over 50 loads by 50 visitors (current 0.5% over 400)';
      expect(verdict).toMatchObject({
        name: REMOTE,
        end: true,
        note,
        canary: { version: canary, loads: 50, failures: 6, visitors: 50 },
        current: { version: stable, loads: 400, failures: 2, visitors: 400 },
      });
      const history = await store.history(REMOTE);
      expect(history.at(-1)).toMatchObject({
        name: REMOTE,
        version: canary,
        action: 'canary-end',
        by: 'canary-guard',
        note,
      });
      expect(history.filter((entry) => entry.action === 'canary-end')).toHaveLength(1);
      expect(await versionFor(app, 0)).toBe(stable);
      expect((await store.readFresh())[REMOTE]?.canary).toBeUndefined();
    });

    it('counts render errors as failures: a canary that loads but throws is ended', async () => {
      const judged = verdicts();
      const app = await gateway({ onVerdict: judged.onVerdict });
      // 50 visitors, 30 of whom it threw for: each says both in one report, as a page does.
      await Promise.all(
        Array.from({ length: 50 }, (_, at) =>
          report(app, [
            ...events(canary, 'load', 1),
            ...events(canary, 'render-error', at < 30 ? 1 : 0),
          ]),
        ),
      );
      expect(await judged.first((v) => v.ended)).toMatchObject({
        note: 'failure rate 60.0% over 50 loads by 50 visitors (current 0.0% over 0)',
      });
    });

    it('keeps a canary under the minimum loads, however it fails', async () => {
      const judged = verdicts();
      const app = await gateway({ onVerdict: judged.onVerdict });
      await crowd(app, events(canary, 'load-error', 49));
      const verdict = await judged.first((v) => v.canary.loads === 49);
      expect(verdict).toMatchObject({ end: false, ended: false });
      expect((await store.readFresh())[REMOTE]?.canary?.version).toBe(canary);
    });

    it('keeps a canary under the minimum of distinct visitors, however many loads they make', async () => {
      const judged = verdicts();
      // Loads are visitors' per window: 15 failing visitors are 15 loads here, over the 10 asked.
      const thresholds = { ...DEFAULT_CANARY_THRESHOLDS, minLoads: 10, minVisitors: 20 };
      const app = await gateway({ thresholds, onVerdict: judged.onVerdict });
      await crowd(app, events(canary, 'load-error', 15));
      expect(await judged.first((v) => v.canary.visitors === 15)).toMatchObject({
        end: false,
        ended: false,
        canary: { loads: 15, failures: 15, visitors: 15 },
      });
      expect((await store.readFresh())[REMOTE]?.canary?.version).toBe(canary);

      // Five more people, and the same failures are a verdict.
      await crowd(app, events(canary, 'load-error', 5));
      expect(await judged.first((v) => v.ended)).toMatchObject({
        note: 'failure rate 100.0% over 20 loads by 20 visitors (current 0.0% over 0)',
      });
    });

    it('keeps a canary under the floor, or under twice the current rate', async () => {
      const judged = verdicts();
      const app = await gateway({ onVerdict: judged.onVerdict });
      // 4% is under the 5% floor.
      await crowd(app, [...events(canary, 'load', 96), ...events(canary, 'load-error', 4)]);
      expect(await judged.first((v) => v.canary.loads === 100)).toMatchObject({ end: false });

      // The current version fails 4% of its loads: 7% for the canary is under 2 x 4%.
      await crowd(app, [...events(stable, 'load', 384), ...events(stable, 'load-error', 16)]);
      await crowd(app, [...events(canary, 'load', 97), ...events(canary, 'load-error', 10)]);
      const verdict = await judged.first((v) => v.canary.loads === 207 && v.current.loads === 400);
      expect(verdict).toMatchObject({
        end: false,
        note: 'failure rate 6.8% over 207 loads by 207 visitors (current 4.0% over 400)',
      });
      expect((await store.readFresh())[REMOTE]?.canary?.version).toBe(canary);
      expect((await store.history(REMOTE)).at(-1)?.action).toBe('canary');
    });

    it('ignores events for other versions, unknown remotes and remotes without a canary', async () => {
      const judged = verdicts();
      const app = await gateway({ onVerdict: judged.onVerdict });
      await report(app, [
        ...events('9.9.9-deadbeef', 'load-error', 40),
        ...events('1.0.0-00000000', 'load-error', 10, 'remote-shop'),
      ]);
      await store.eventCounts.flush();
      const counts = await store.eventCounts.read(REMOTE, ['9.9.9-deadbeef'], new Date(0));
      expect(counts.get('9.9.9-deadbeef')).toEqual({ loads: 0, failures: 0, visitors: 0 });
      expect(
        (await store.eventCounts.read('remote-shop', ['1.0.0-00000000'], new Date(0))).get(
          '1.0.0-00000000',
        ),
      ).toEqual({ loads: 0, failures: 0, visitors: 0 });
      expect(judged.seen).toEqual([]);

      // Once promoted there is no canary: its failures are nobody's to judge.
      await promoteRemote(f.layout, REMOTE, { store });
      await crowd(app, events(canary, 'load-error', 50));
      await store.eventCounts.flush();
      const after = await store.eventCounts.read(REMOTE, [canary], new Date(0));
      expect(after.get(canary)).toEqual({ loads: 0, failures: 0, visitors: 0 });
      expect(judged.seen).toEqual([]);
    });

    it('counts one visitor once per version and window, however many reports they send', async () => {
      const judged = verdicts();
      const app = await gateway({ onVerdict: judged.onVerdict });
      const asha = madeVisitor(tokens);
      // 50 failed loads in one report, then 50 more, and a render error: one person's failure.
      await report(app, events(canary, 'load-error', 50), { by: asha });
      await report(
        app,
        [...events(canary, 'load-error', 49), ...events(canary, 'render-error', 1)],
        {
          by: asha,
        },
      );
      await report(app, events(stable, 'load', 50), { by: asha });
      await store.eventCounts.flush();
      const counts = await store.eventCounts.read(REMOTE, [canary, stable], new Date(0));
      expect(Object.fromEntries(counts)).toEqual({
        [canary]: { loads: 1, failures: 1, visitors: 1 },
        [stable]: { loads: 1, failures: 0, visitors: 1 },
      });
      expect(await judged.first((v) => v.current.loads === 1)).toMatchObject({
        end: false,
        canary: { loads: 1, failures: 1, visitors: 1 },
      });
      expect((await store.readFresh())[REMOTE]?.canary?.version).toBe(canary);
    });

    it('counts nothing of a report without the cookie and the token of a page it served: 403', async () => {
      const judged = verdicts();
      const app = await gateway({ onVerdict: judged.onVerdict });
      const asha = await pageVisitor(app);
      const ravi = await pageVisitor(app);
      const failing = events(canary, 'load-error', 50);
      const yesterday = new Date(Date.now() - 25 * 60 * 60 * 1000);
      const forged: Partial<ReportingVisitor>[] = [
        {},
        { cookie: asha.cookie },
        { token: asha.token },
        // Another visitor's token with this cookie, and the other way round.
        { cookie: asha.cookie, token: ravi.token },
        { cookie: `tf_bucket=7.${ravi.id}`, token: asha.token },
        // A bucket cookie from before visitors had an id, a made-up token, an expired one.
        { cookie: 'tf_bucket=7', token: asha.token },
        { cookie: asha.cookie, token: `${asha.token.split('.')[0]}.${'A'.repeat(43)}` },
        { cookie: asha.cookie, token: 'on' },
        { cookie: asha.cookie, token: tokens.issue(asha.id, yesterday) },
      ];
      for (const visitor of forged) {
        for (let at = 0; at < 3; at++) {
          const res = await postReport(app, visitor, failing);
          expect({ visitor, status: res.statusCode }).toEqual({ visitor, status: 403 });
          expect(res.json()).toEqual({
            success: false,
            message:
              "A report needs the visitor's cookie and the token of the page it was served with",
            code: 'FORBIDDEN',
          });
        }
      }
      await store.eventCounts.flush();
      const counts = await store.eventCounts.read(REMOTE, [canary], new Date(0));
      expect(counts.get(canary)).toEqual({ loads: 0, failures: 0, visitors: 0 });
      expect(judged.seen).toEqual([]);

      // The page's own pair is counted.
      expect((await postReport(app, asha, failing)).statusCode).toBe(204);
      expect(await judged.first((v) => v.canary.loads === 1)).toMatchObject({
        canary: { loads: 1, failures: 1, visitors: 1 },
      });
    });

    it("refuses a malformed report with 400 in the API's error envelope, an oversized one with 413", async () => {
      const app = await gateway();
      const asha = madeVisitor(tokens);
      const post = (payload: string | object, contentType = 'application/json') =>
        app.inject({
          method: 'POST',
          url: '/remotes/events',
          headers: { 'content-type': contentType, cookie: asha.cookie },
          payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        });
      const one = { remote: REMOTE, version: canary, kind: 'load' };
      const visitor = asha.token;
      const bad: [string | object, string?][] = [
        ['{"events": ['],
        [''],
        ['null'],
        [JSON.stringify({ events: [one], visitor }), 'text/plain'],
        [[one]],
        [{}],
        [{ visitor }],
        [{ events: [], visitor }],
        [{ events: 'load', visitor }],
        [{ events: Array.from({ length: 51 }, () => one), visitor }],
        [{ events: [one], visitor, user: 'asha@example.com' }],
        [{ events: [one], visitor: 42 }],
        [{ events: [one], visitor: '' }],
        [{ events: [one], visitor: 'x'.repeat(201) }],
        [{ events: [{ ...one, message: 'Cannot read properties of undefined' }], visitor }],
        [{ events: [{ ...one, url: 'https://tapfolio.test/portfolio/abc' }], visitor }],
        [{ events: [{ remote: REMOTE, version: canary }], visitor }],
        [{ events: [{ ...one, remote: 'Remote_Auth' }], visitor }],
        [{ events: [{ ...one, remote: 42 }], visitor }],
        [{ events: [{ ...one, version: '../history.json' }], visitor }],
        [{ events: [{ ...one, kind: 'crash' }], visitor }],
        [{ events: [one, null], visitor }],
      ];
      for (const [payload, contentType] of bad) {
        const res = await post(payload, contentType);
        expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
        expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
      }

      const big = await post({ events: [one], visitor, padding: 'x'.repeat(9000) });
      expect(big.statusCode).toBe(413);
      expect(big.json()).toEqual({
        success: false,
        message: 'A report is at most 8192 bytes',
        code: 'TOO_LARGE',
      });
      // 50 events of the remotes' real names and versions fit, with the token.
      const fifty = { events: Array.from({ length: 50 }, () => one), visitor };
      expect((await post(fifty)).statusCode).toBe(204);
    });

    it('rate limits each client address: 429 past the limit, while another address is heard', async () => {
      const app = await gateway({ rateLimit: { max: 3, windowMs: 60_000 } });
      const one = events(canary, 'load', 1);
      for (let i = 0; i < 3; i++) await report(app, one, { remoteAddress: '198.51.100.1' });
      const limited = await postReport(app, madeVisitor(tokens), one, '198.51.100.1');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      await report(app, one, { remoteAddress: '198.51.100.2' });
    });

    if (kind.name === 'postgres') {
      it('adds up the visitors of two gateways on one registry; one of them ends the canary', async () => {
        const judged = verdicts();
        const own = [await open({ cacheMs: 0 }), await open({ cacheMs: 0 })];
        const thresholds = { ...DEFAULT_CANARY_THRESHOLDS, minLoads: 60 };
        const replicas = [
          await gateway({ thresholds, onVerdict: judged.onVerdict }, own[0]),
          await gateway({ thresholds, onVerdict: judged.onVerdict }, own[1]),
        ];
        // 30 visitors each, a third of them failing: neither replica alone has the 60 it needs.
        const half = [...events(canary, 'load', 20), ...events(canary, 'load-error', 10)];
        await Promise.all(replicas.map((app) => crowd(app, half)));
        // What each replica writes within a second, written now.
        await Promise.all(own.map((replica) => replica.eventCounts.flush()));
        for (const other of [store, await open()]) {
          expect((await other.eventCounts.read(REMOTE, [canary], new Date(0))).get(canary)).toEqual(
            { loads: 60, failures: 20, visitors: 60 },
          );
        }

        // Both guards look again at once (if the last of the 60 did not have one end it already):
        // one ends the canary, the other's end is a no-op.
        await Promise.all(replicas.map((app) => report(app, events(canary, 'load', 1))));
        const verdict = await judged.first((v) => v.ended);
        expect(verdict.canary.loads).toBeGreaterThanOrEqual(60);
        const ends = (await store.history(REMOTE)).filter((e) => e.action === 'canary-end');
        expect(ends).toHaveLength(1);
        expect(ends[0]).toMatchObject({ version: canary, by: 'canary-guard' });
        expect(ends[0]!.note).toMatch(
          /^failure rate 3\d\.\d% over 6\d loads by 6\d visitors \(current 0\.0% over 0\)$/,
        );
      });

      it('counts a visitor once however many replicas they reach, written at once or after an outage', async () => {
        const own = [await open({ cacheMs: 0 }), await open({ cacheMs: 0 })];
        const replicas = [await gateway({}, own[0]), await gateway({}, own[1])];
        const asha = madeVisitor(tokens);
        // The same person's failures, to both replicas at once, again and again.
        await Promise.all(
          [0, 1, 2].flatMap(() =>
            replicas.map((app) => report(app, events(canary, 'load-error', 50), { by: asha })),
          ),
        );
        await Promise.all(own.map((replica) => replica.eventCounts.flush()));
        // And as a replica would write them again after a write it could not tell had landed.
        own[0]!.eventCounts.add(REMOTE, canary, tokens.countedAs(asha.id), {
          loaded: true,
          failed: true,
        });
        await own[0]!.eventCounts.flush();
        for (const other of [store, await open()]) {
          expect((await other.eventCounts.read(REMOTE, [canary], new Date(0))).get(canary)).toEqual(
            { loads: 1, failures: 1, visitors: 1 },
          );
        }
      });
    }
  });
}

describe('the canary guard, its parts', () => {
  it('reads its thresholds from the environment, and refuses a malformed one in one line', () => {
    expect(canaryThresholdsFromEnv({})).toEqual(DEFAULT_CANARY_THRESHOLDS);
    expect(
      canaryThresholdsFromEnv({
        CANARY_MIN_LOADS: '200',
        CANARY_MIN_VISITORS: '100',
        CANARY_MAX_FAILURE_RATE: '0.02',
        CANARY_FAILURE_RATIO: '1.5',
      }),
    ).toEqual({ minLoads: 200, minVisitors: 100, maxFailureRate: 0.02, failureRatio: 1.5 });
    expect(
      canaryThresholdsFromEnv({
        CANARY_MIN_LOADS: '',
        CANARY_MIN_VISITORS: '',
        CANARY_MAX_FAILURE_RATE: '',
        CANARY_FAILURE_RATIO: '',
      }),
    ).toEqual(DEFAULT_CANARY_THRESHOLDS);
    const malformed: Record<string, string>[] = [
      { CANARY_MIN_LOADS: '50 loads' },
      { CANARY_MIN_LOADS: '0' },
      { CANARY_MIN_LOADS: '-5' },
      { CANARY_MIN_LOADS: '1e3' },
      { CANARY_MIN_LOADS: '12.5' },
      { CANARY_MIN_VISITORS: 'twenty' },
      { CANARY_MIN_VISITORS: '0' },
      { CANARY_MIN_VISITORS: '2.5' },
      // More than the file registry counts in memory: no canary would ever be judged.
      { CANARY_MIN_VISITORS: '100001' },
      { CANARY_MAX_FAILURE_RATE: '5%' },
      { CANARY_MAX_FAILURE_RATE: '1.5' },
      { CANARY_MAX_FAILURE_RATE: 'NaN' },
      { CANARY_FAILURE_RATIO: '0.5' },
      { CANARY_FAILURE_RATIO: 'twice' },
      { CANARY_FAILURE_RATIO: 'Infinity' },
    ];
    for (const env of malformed) {
      const [[name, value]] = Object.entries(env) as [[string, string]];
      let error: unknown;
      try {
        canaryThresholdsFromEnv(env);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(DeployError);
      expect((error as Error).message).toMatch(new RegExp(`^${name} must be .*, got "${value}"$`));
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('judges the canary against the floor and the current rate times the ratio', () => {
    const t = DEFAULT_CANARY_THRESHOLDS;
    const tally = (loads: number, failures: number, visitors = loads) => ({
      loads,
      failures,
      visitors,
    });
    expect(judgeCanary(tally(60, 7, 45), tally(400, 2), t)).toEqual({
      end: true,
      note: 'failure rate 11.7% over 60 loads by 45 visitors (current 0.5% over 400)',
    });
    // Exactly at the limit is not above it.
    expect(judgeCanary(tally(100, 5), tally(0, 0), t).end).toBe(false);
    expect(judgeCanary(tally(100, 19), tally(100, 10), t).end).toBe(false);
    expect(judgeCanary(tally(100, 21), tally(100, 10), t).end).toBe(true);
    expect(judgeCanary(tally(49, 49), tally(0, 0), t).end).toBe(false);
    // Enough loads, all failed, but from 19 people: a few people coming back, or a few cookies.
    expect(judgeCanary(tally(300, 300, 19), tally(0, 0), t).end).toBe(false);
    expect(judgeCanary(tally(300, 300, 20), tally(0, 0), t).end).toBe(true);
  });

  it('judges a canary over its own run: from its first canary line since the last other change', () => {
    const at = (minute: number) => `2026-11-23T10:${String(minute).padStart(2, '0')}:00.000Z`;
    const line = (minute: number, action: HistoryEntry['action'], version: string) => ({
      name: REMOTE,
      version,
      at: at(minute),
      action,
    });
    const history: HistoryEntry[] = [
      line(0, 'release', 'a'),
      line(1, 'canary', 'b'),
      line(2, 'canary-end', 'b'),
      line(3, 'canary', 'b'),
      line(4, 'canary', 'b'), // a new share of the same run
    ];
    expect(canaryStart(history, 'b')?.toISOString()).toBe(at(3));
    expect(canaryStart([...history, line(5, 'canary', 'c')], 'c')?.toISOString()).toBe(at(5));
    expect(canaryStart([...history, line(5, 'promote', 'b')], 'b')).toBeUndefined();
    expect(canaryStart([line(0, 'release', 'a')], 'b')).toBeUndefined();
  });

  it('counts in memory each visitor once a window, and reads from the window asked for', async () => {
    const counts = memoryEventCounts();
    const at = (time: string) => new Date(`2026-11-23T${time}Z`);
    const load = { loaded: true, failed: false };
    const failed = { loaded: true, failed: true };
    const threw = { loaded: false, failed: true };
    // asha: the same window three times over (one load, one failure), then the next window.
    counts.add(REMOTE, 'b', 'asha', load, at('10:00:01'));
    counts.add(REMOTE, 'b', 'asha', failed, at('10:05:00'));
    counts.add(REMOTE, 'b', 'asha', threw, at('10:09:59'));
    counts.add(REMOTE, 'b', 'asha', load, at('10:10:00'));
    // A window a newer one has followed: its visitors are forgotten, so it counts nothing.
    counts.add(REMOTE, 'b', 'late', failed, at('10:09:00'));
    counts.add(REMOTE, 'b', 'ravi', failed, at('10:15:00'));
    counts.add(REMOTE, 'a', 'ravi', load, at('10:15:00'));
    counts.add('remote-shop', 'b', 'ravi', failed, at('10:15:00'));
    const since = async (time: string) =>
      Object.fromEntries(await counts.read(REMOTE, ['a', 'b', 'c'], at(time)));
    expect(await since('10:00:00')).toEqual({
      a: { loads: 1, failures: 0, visitors: 1 },
      b: { loads: 3, failures: 2, visitors: 2 },
      c: { loads: 0, failures: 0, visitors: 0 },
    });
    // From the window 10:19 falls in: asha's first window is not in it.
    expect((await since('10:19:00')).b).toEqual({ loads: 2, failures: 1, visitors: 2 });
    expect(WINDOW_MS).toBe(10 * 60_000);
  });
});
