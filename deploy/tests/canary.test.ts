import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { rollbackTargets } from '../src/history.js';
import { promoteRemote, releaseRemote, rollbackRemote } from '../src/release.js';
import type { RegistryStore } from '../src/registry/store.js';
import { formatStatus, statusOf } from '../src/status.js';
import { pageVisitor, postReport } from './helpers/canary-visitors.js';
import { createFixture, writeRemoteBuild, type Fixture } from './helpers/fixtures.js';
import { createTestGateway } from './helpers/gateway.js';
import { STORE_KINDS } from './helpers/registry-stores.js';

for (const kind of STORE_KINDS) {
  describe(`canary releases (${kind.name} registry)`, () => {
    let f: Fixture;
    let store: RegistryStore;
    let drop: () => Promise<void>;
    let app: FastifyInstance;
    let stable: string;
    let canary: string;
    const who = { by: 'asha', now: () => new Date('2026-11-23T10:00:00Z') };

    const build = async (marker: string) =>
      f.write('remote-auth/dist/static/js/x.js', `console.log(${JSON.stringify(marker)});`);

    beforeEach(async () => {
      f = await createFixture();
      const registry = await kind.create(f);
      drop = registry.drop;
      store = await registry.open({ cacheMs: 0 });
      await build('stable');
      stable = (await releaseRemote(f.layout, 'remote-auth', { build: false, store, ...who }))
        .version;
      await build('canary');
      canary = (
        await releaseRemote(f.layout, 'remote-auth', {
          build: false,
          store,
          canary: 50,
          note: 'new login screen',
          ...who,
        })
      ).version;
      app = await createTestGateway(f, [], store);
    });
    afterEach(async () => {
      await app.close();
      await drop();
      await f.cleanup();
    });

    const versionSeenWith = async (cookie?: string) => {
      const res = await app.inject({
        method: 'GET',
        url: '/remotes.json',
        headers: cookie ? { cookie } : {},
      });
      return {
        version: res.json()['remote-auth'].version as string,
        setCookie: res.headers['set-cookie'],
      };
    };

    it('serves the canary to the visitors whose bucket is in its share, the current one to the rest', async () => {
      expect((await versionSeenWith('tf_bucket=0')).version).toBe(canary);
      expect((await versionSeenWith('a=1; tf_bucket=49')).version).toBe(canary);
      expect((await versionSeenWith('tf_bucket=50')).version).toBe(stable);
      expect((await versionSeenWith('tf_bucket=99')).version).toBe(stable);
    });

    it('gives a new visitor a bucket and an id to keep, and the same version on every load', async () => {
      const first = await versionSeenWith();
      const cookie = String(first.setCookie).split(';')[0]!;
      expect(cookie).toMatch(/^tf_bucket=\d{1,2}\.[A-Za-z0-9_-]{22}$/);
      expect(String(first.setCookie)).toContain('HttpOnly');
      for (let load = 0; load < 5; load++) {
        const again = await versionSeenWith(cookie);
        expect(again.version).toBe(first.version);
        expect(again.setCookie).toBeUndefined();
      }
    });

    it('keeps the bucket of a cookie from before visitors had an id, and gives it one', async () => {
      for (const bucket of [3, 97]) {
        const seen = await versionSeenWith(`tf_bucket=${bucket}`);
        expect(seen.version).toBe(bucket < 50 ? canary : stable);
        const cookie = String(seen.setCookie).split(';')[0]!;
        expect(cookie).toMatch(new RegExp(`^tf_bucket=${bucket}\\.[A-Za-z0-9_-]{22}$`));
        expect((await versionSeenWith(cookie)).setCookie).toBeUndefined();
      }
    });

    it('splits many visitors near the share asked for', async () => {
      let onCanary = 0;
      for (let visitor = 0; visitor < 400; visitor++) {
        if ((await versionSeenWith()).version === canary) onCanary++;
      }
      expect(onCanary).toBeGreaterThan(140);
      expect(onCanary).toBeLessThan(260);
    });

    it("puts the visitor's version in the page and its preloads", async () => {
      const page = await app.inject({
        method: 'GET',
        url: '/login',
        headers: { cookie: 'tf_bucket=3' },
      });
      expect(page.body).toContain(`/remotes/remote-auth/${canary}/mf-manifest.json`);
      expect(page.body).not.toContain(`/remotes/remote-auth/${stable}/`);
      // A canary runs: the shell is asked to report its remotes' loads and failures, with a token
      // bound to the visitor's cookie (given one here, with the bucket kept).
      const cookie = String(page.headers['set-cookie']).split(';')[0]!;
      expect(cookie).toMatch(/^tf_bucket=3\.[A-Za-z0-9_-]{22}$/);
      const token = /id="tf-remotes" data-reports="([^"]+)"/.exec(page.body)?.[1];
      // A page with one visitor's token is kept by no shared cache.
      expect(page.headers['cache-control']).toBe('private, no-cache');
      const load = [{ remote: 'remote-auth', version: canary, kind: 'load' }];
      expect((await postReport(app, { cookie, token }, load)).statusCode).toBe(204);
      // The registry's answer says the same to a shell that asks for it.
      const registry = await app.inject({
        method: 'GET',
        url: '/remotes.json',
        headers: { cookie },
      });
      expect(registry.headers['set-cookie']).toBeUndefined();
      const fetched = String(registry.headers['x-remote-reports']);
      expect(registry.headers['cache-control']).toBe('private, no-cache');
      expect((await postReport(app, { cookie, token: fetched }, load)).statusCode).toBe(204);
      // Neither is any use with another visitor's cookie.
      const other = await pageVisitor(app);
      expect((await postReport(app, { cookie: other.cookie, token }, load)).statusCode).toBe(403);
    });

    it("counts the reports of a page's visitor: its cookie and its page's token", async () => {
      const visitor = await pageVisitor(app);
      const load = [{ remote: 'remote-auth', version: canary, kind: 'load' }];
      expect((await postReport(app, visitor, load)).statusCode).toBe(204);
      expect((await postReport(app, { cookie: visitor.cookie }, load)).statusCode).toBe(403);
      await store.eventCounts.flush();
      const counts = await store.eventCounts.read('remote-auth', [canary], new Date(0));
      expect(counts.get(canary)).toEqual({ loads: 1, failures: 0, visitors: 1 });
    });

    it('asks for no reports, and gives no cookie, once no canary runs', async () => {
      await promoteRemote(f.layout, 'remote-auth', { store, ...who });
      const page = await app.inject({ method: 'GET', url: '/login' });
      expect(page.body).toContain('id="tf-remotes">');
      expect(page.body).not.toContain('data-reports');
      expect(page.headers['set-cookie']).toBeUndefined();
      expect(page.headers['cache-control']).toBe('no-cache');
      const registry = await app.inject({ method: 'GET', url: '/remotes.json' });
      expect(registry.headers['x-remote-reports']).toBeUndefined();
    });

    it('promote makes the canary current for everyone; the cookie is then not needed', async () => {
      const promoted = await promoteRemote(f.layout, 'remote-auth', { store, ...who });
      expect(promoted).toMatchObject({ version: canary, from: stable, changed: true });
      expect((await versionSeenWith('tf_bucket=99')).version).toBe(canary);
      const fresh = await versionSeenWith();
      expect(fresh.version).toBe(canary);
      expect(fresh.setCookie).toBeUndefined();
      // Rolling back after a promotion returns to the release before it.
      await rollbackRemote(f.layout, 'remote-auth', undefined, { store, ...who });
      expect((await versionSeenWith('tf_bucket=0')).version).toBe(stable);
    });

    it('rollback ends the canary: everyone runs the current version again', async () => {
      const ended = await rollbackRemote(f.layout, 'remote-auth', undefined, {
        store,
        ...who,
        note: 'login errors',
      });
      expect(ended).toMatchObject({ version: stable, changed: true });
      expect((await versionSeenWith('tf_bucket=0')).version).toBe(stable);
      await expect(promoteRemote(f.layout, 'remote-auth', { store })).rejects.toThrow(
        'remote-auth has no canary to promote',
      );
    });

    it('keeps who, when and why in the history, and status shows the canary', async () => {
      await promoteRemote(f.layout, 'remote-auth', { store, by: 'ravi', now: who.now });
      const history = await store.history('remote-auth');
      expect(history).toEqual([
        {
          name: 'remote-auth',
          version: stable,
          action: 'release',
          at: '2026-11-23T10:00:00.000Z',
          by: 'asha',
        },
        {
          name: 'remote-auth',
          version: canary,
          action: 'canary',
          at: '2026-11-23T10:00:00.000Z',
          by: 'asha',
          note: 'new login screen',
          percent: 50,
        },
        {
          name: 'remote-auth',
          version: canary,
          action: 'promote',
          at: '2026-11-23T10:00:00.000Z',
          by: 'ravi',
        },
      ]);
      expect(rollbackTargets(history, 'remote-auth', canary)).toEqual([stable]);
    });

    it('status names a running canary and its share', async () => {
      const text = formatStatus(await statusOf(f.layout, store));
      expect(text).toContain(`canary: ${canary} to 50% of visitors`);
      expect(text).toContain(
        `last: 2026-11-23 10:00 canary ${canary} to 50% by asha: "new login screen"`,
      );
    });

    it('refuses a share outside 1-99, a canary of the current version, and a first release as canary', async () => {
      for (const share of [0, 100, 12.5, Number.NaN]) {
        await expect(
          releaseRemote(f.layout, 'remote-auth', { build: false, store, canary: share }),
        ).rejects.toThrow('--canary takes a share of visitors from 1 to 99');
      }
      await promoteRemote(f.layout, 'remote-auth', { store });
      await expect(
        releaseRemote(f.layout, 'remote-auth', { build: false, store, canary: 10 }),
      ).rejects.toThrow(`remote-auth already runs ${canary}`);
      await writeRemoteBuild(f, 'remote-orders');
      await expect(
        releaseRemote(f.layout, 'remote-orders', { build: false, store, canary: 10 }),
      ).rejects.toThrow('remote-orders has no current release yet: release it to everyone first');
      expect((await store.history('remote-orders')).length).toBe(0);
    });
  });
}
