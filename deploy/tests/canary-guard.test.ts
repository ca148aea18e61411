import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { memoryEventCounts, type RemoteEventKind } from '../src/canary/counts.js';
import {
  canaryStart,
  DEFAULT_CANARY_THRESHOLDS,
  judgeCanary,
  type Verdict,
} from '../src/canary/guard.js';
import type { CanaryOptions } from '../src/canary/route.js';
import { canaryThresholdsFromEnv } from '../src/config.js';
import { DeployError } from '../src/errors.js';
import { createGateway } from '../src/gateway.js';
import type { HistoryEntry } from '../src/history.js';
import { promoteRemote, releaseRemote } from '../src/release.js';
import type { RegistryStore } from '../src/registry/store.js';
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
    const apps: FastifyInstance[] = [];

    const build = async (marker: string) =>
      f.write('remote-auth/dist/static/js/x.js', `console.log(${JSON.stringify(marker)});`);

    beforeEach(async () => {
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

    /** A gateway on `registry` whose guard looks at once (no interval) and reports its verdicts. */
    async function gateway(options: CanaryOptions = {}, registry = store) {
      const app = await createGateway({
        config: apiConfig(f),
        database: await testDatabase(),
        shellDir: f.shellDir,
        releasesDir: f.layout.releasesDir,
        html: [],
        registry,
        canary: {
          layout: f.layout,
          guardIntervalMs: 0,
          rateLimit: { max: 1000, windowMs: 60_000 },
          ...options,
        },
      });
      await app.ready();
      apps.push(app);
      return app;
    }

    /** Posts the events in reports of 50, as the shell does; answers the last response. */
    async function report(
      app: FastifyInstance,
      all: { remote: string; version: string; kind: string }[],
      remoteAddress = '203.0.113.7',
    ) {
      let last;
      for (let at = 0; at < all.length; at += 50) {
        last = await app.inject({
          method: 'POST',
          url: '/remotes/events',
          remoteAddress,
          payload: { events: all.slice(at, at + 50) },
        });
        expect(last.statusCode).toBe(204);
      }
      return last!;
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

      // The current version: 2 failed loads in 400 (0.5%); the canary: 6 in 50 (12%).
      await report(app, [...events(stable, 'load', 398), ...events(stable, 'load-error', 2)]);
      await report(app, [...events(canary, 'load', 44), ...events(canary, 'load-error', 6)]);

      const verdict = await judged.first((v) => v.ended);
      const note = 'failure rate 12.0% over 50 loads (current 0.5% over 400)';
      expect(verdict).toMatchObject({
        name: REMOTE,
        end: true,
        note,
        canary: { version: canary, loads: 50, failures: 6 },
        current: { version: stable, loads: 400, failures: 2 },
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
      await report(app, [...events(canary, 'load', 50), ...events(canary, 'render-error', 30)]);
      expect(await judged.first((v) => v.ended)).toMatchObject({
        note: 'failure rate 60.0% over 50 loads (current 0.0% over 0)',
      });
    });

    it('keeps a canary under the minimum loads, however it fails', async () => {
      const judged = verdicts();
      const app = await gateway({ onVerdict: judged.onVerdict });
      await report(app, events(canary, 'load-error', 49));
      const verdict = await judged.first((v) => v.canary.loads === 49);
      expect(verdict).toMatchObject({ end: false, ended: false });
      expect((await store.readFresh())[REMOTE]?.canary?.version).toBe(canary);
    });

    it('keeps a canary under the floor, or under twice the current rate', async () => {
      const judged = verdicts();
      const app = await gateway({ onVerdict: judged.onVerdict });
      // 4% is under the 5% floor.
      await report(app, [...events(canary, 'load', 96), ...events(canary, 'load-error', 4)]);
      expect(await judged.first((v) => v.canary.loads === 100)).toMatchObject({ end: false });

      // The current version fails 4% of its loads: 7% for the canary is under 2 x 4%.
      await report(app, [...events(stable, 'load', 384), ...events(stable, 'load-error', 16)]);
      await report(app, [...events(canary, 'load', 97), ...events(canary, 'load-error', 10)]);
      const verdict = await judged.first((v) => v.canary.loads === 207 && v.current.loads === 400);
      expect(verdict).toMatchObject({
        end: false,
        note: 'failure rate 6.8% over 207 loads (current 4.0% over 400)',
      });
      expect((await store.readFresh())[REMOTE]?.canary?.version).toBe(canary);
      expect((await store.history(REMOTE)).at(-1)?.action).toBe('canary');
    });

    it('ignores events for other versions, unknown remotes and remotes without a canary', async () => {
      const judged = verdicts();
      const app = await gateway({ onVerdict: judged.onVerdict });
      await report(app, [
        ...events('9.9.9-deadbeef', 'load-error', 50),
        ...events('1.0.0-00000000', 'load-error', 10, 'remote-shop'),
      ]);
      const counts = await store.eventCounts.read(REMOTE, ['9.9.9-deadbeef'], new Date(0));
      expect(counts.get('9.9.9-deadbeef')).toEqual({ loads: 0, failures: 0 });
      expect(
        (await store.eventCounts.read('remote-shop', ['1.0.0-00000000'], new Date(0))).get(
          '1.0.0-00000000',
        ),
      ).toEqual({ loads: 0, failures: 0 });
      expect(judged.seen).toEqual([]);

      // Once promoted there is no canary: its failures are nobody's to judge.
      await promoteRemote(f.layout, REMOTE, { store });
      await report(app, events(canary, 'load-error', 50));
      await store.eventCounts.flush();
      const after = await store.eventCounts.read(REMOTE, [canary], new Date(0));
      expect(after.get(canary)).toEqual({ loads: 0, failures: 0 });
      expect(judged.seen).toEqual([]);
    });

    it("refuses a malformed report with 400 in the API's error envelope, an oversized one with 413", async () => {
      const app = await gateway();
      const post = (payload: string | object, contentType = 'application/json') =>
        app.inject({
          method: 'POST',
          url: '/remotes/events',
          headers: { 'content-type': contentType },
          payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        });
      const one = { remote: REMOTE, version: canary, kind: 'load' };
      const bad: [string | object, string?][] = [
        ['{"events": ['],
        [''],
        ['null'],
        [JSON.stringify({ events: [one] }), 'text/plain'],
        [[one]],
        [{}],
        [{ events: [] }],
        [{ events: 'load' }],
        [{ events: Array.from({ length: 51 }, () => one) }],
        [{ events: [one], user: 'asha@example.com' }],
        [{ events: [{ ...one, message: 'Cannot read properties of undefined' }] }],
        [{ events: [{ ...one, url: 'https://tapfolio.test/portfolio/abc' }] }],
        [{ events: [{ remote: REMOTE, version: canary }] }],
        [{ events: [{ ...one, remote: 'Remote_Auth' }] }],
        [{ events: [{ ...one, remote: 42 }] }],
        [{ events: [{ ...one, version: '../history.json' }] }],
        [{ events: [{ ...one, kind: 'crash' }] }],
        [{ events: [one, null] }],
      ];
      for (const [payload, contentType] of bad) {
        const res = await post(payload, contentType);
        expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
        expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
      }

      const big = await post({ events: [one], padding: 'x'.repeat(9000) });
      expect(big.statusCode).toBe(413);
      expect(big.json()).toEqual({
        success: false,
        message: 'A report is at most 8192 bytes',
        code: 'TOO_LARGE',
      });
      // 50 events of the remotes' real names and versions fit.
      expect((await post({ events: Array.from({ length: 50 }, () => one) })).statusCode).toBe(204);
    });

    it('rate limits each client address: 429 past the limit, while another address is heard', async () => {
      const app = await gateway({ rateLimit: { max: 3, windowMs: 60_000 } });
      const one = events(canary, 'load', 1);
      for (let i = 0; i < 3; i++) await report(app, one, '198.51.100.1');
      const limited = await app.inject({
        method: 'POST',
        url: '/remotes/events',
        remoteAddress: '198.51.100.1',
        payload: { events: one },
      });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      await report(app, one, '198.51.100.2');
    });

    if (kind.name === 'postgres') {
      it('adds up the counts of two gateways on one registry; one of them ends the canary', async () => {
        const judged = verdicts();
        const own = [await open({ cacheMs: 0 }), await open({ cacheMs: 0 })];
        const replicas = [
          await gateway({ onVerdict: judged.onVerdict }, own[0]),
          await gateway({ onVerdict: judged.onVerdict }, own[1]),
        ];
        // 30 loads each, a third of them failed: neither replica alone has the 50 it needs.
        const half = [...events(canary, 'load', 20), ...events(canary, 'load-error', 10)];
        await Promise.all(replicas.map((app) => report(app, half)));
        // What each replica writes within a second, written now.
        await Promise.all(own.map((replica) => replica.eventCounts.flush()));
        for (const other of [store, await open()]) {
          expect((await other.eventCounts.read(REMOTE, [canary], new Date(0))).get(canary)).toEqual(
            { loads: 60, failures: 20 },
          );
        }

        // Both guards look again at once: one ends the canary, the other's end is a no-op.
        await Promise.all(replicas.map((app) => report(app, events(canary, 'load', 1))));
        const verdict = await judged.first((v) => v.ended);
        expect(verdict.canary.loads).toBeGreaterThanOrEqual(60);
        const ends = (await store.history(REMOTE)).filter((e) => e.action === 'canary-end');
        expect(ends).toHaveLength(1);
        expect(ends[0]).toMatchObject({ version: canary, by: 'canary-guard' });
        expect(ends[0]!.note).toMatch(
          /^failure rate 3\d\.\d% over 6\d loads \(current 0\.0% over 0\)$/,
        );
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
        CANARY_MAX_FAILURE_RATE: '0.02',
        CANARY_FAILURE_RATIO: '1.5',
      }),
    ).toEqual({ minLoads: 200, maxFailureRate: 0.02, failureRatio: 1.5 });
    expect(
      canaryThresholdsFromEnv({
        CANARY_MIN_LOADS: '',
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
    expect(judgeCanary({ loads: 60, failures: 7 }, { loads: 400, failures: 2 }, t)).toEqual({
      end: true,
      note: 'failure rate 11.7% over 60 loads (current 0.5% over 400)',
    });
    // Exactly at the limit is not above it.
    expect(judgeCanary({ loads: 100, failures: 5 }, { loads: 0, failures: 0 }, t).end).toBe(false);
    expect(judgeCanary({ loads: 100, failures: 19 }, { loads: 100, failures: 10 }, t).end).toBe(
      false,
    );
    expect(judgeCanary({ loads: 100, failures: 21 }, { loads: 100, failures: 10 }, t).end).toBe(
      true,
    );
    expect(judgeCanary({ loads: 49, failures: 49 }, { loads: 0, failures: 0 }, t).end).toBe(false);
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

  it('counts in memory by the minute, and reads from the minute asked for', async () => {
    const counts = memoryEventCounts();
    const at = (time: string) => new Date(`2026-11-23T${time}Z`);
    counts.add(REMOTE, 'b', { loads: 1, failures: 1 }, at('10:00:59'));
    counts.add(REMOTE, 'b', { loads: 2, failures: 0 }, at('10:01:00'));
    counts.add(REMOTE, 'b', { loads: 3, failures: 1 }, at('10:01:30'));
    counts.add(REMOTE, 'a', { loads: 5, failures: 0 }, at('10:01:30'));
    counts.add('remote-shop', 'b', { loads: 7, failures: 7 }, at('10:01:30'));
    const read = await counts.read(REMOTE, ['a', 'b', 'c'], at('10:01:45'));
    expect(Object.fromEntries(read)).toEqual({
      a: { loads: 5, failures: 0 },
      b: { loads: 5, failures: 1 },
      c: { loads: 0, failures: 0 },
    });
  });
});
