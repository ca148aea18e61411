import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { releaseRemote, rollbackRemote } from '../src/release.js';
import { REGISTRY_CACHE_MS } from '../src/registry/postgres-store.js';
import type { RegistryStore } from '../src/registry/store.js';
import { createFixture, type Fixture } from './helpers/fixtures.js';
import { createTestGateway } from './helpers/gateway.js';
import { STORE_KINDS } from './helpers/registry-stores.js';

const postgres = STORE_KINDS.find((kind) => kind.name === 'postgres');

// Several gateway replicas share one PostgreSQL registry; the files stand alone on one machine.
describe.skipIf(!postgres)('gateway replicas on one PostgreSQL registry', () => {
  let f: Fixture;
  let drop: () => Promise<void>;
  let operator: RegistryStore;
  let replicas: FastifyInstance[];

  beforeAll(async () => {
    f = await createFixture();
    const registry = await postgres!.create(f);
    drop = registry.drop;
    operator = await registry.open();
    // Each replica has its own connection pool and its own (default) cache.
    replicas = await Promise.all(
      [1, 2].map(async () => createTestGateway(f, [], await registry.open())),
    );
  });
  afterAll(async () => {
    await Promise.all(replicas.map((app) => app.close()));
    await drop();
    await f.cleanup();
  });

  const versions = () =>
    Promise.all(
      replicas.map(
        async (app) =>
          (await app.inject({ method: 'GET', url: '/remotes.json' })).json()['remote-auth']
            ?.version as string | undefined,
      ),
    );

  /** Milliseconds until every replica serves `version`; fails after three cache periods. */
  async function seenByAll(version: string): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < 3 * REGISTRY_CACHE_MS) {
      if ((await versions()).every((seen) => seen === version)) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`not every replica serves ${version}: ${(await versions()).join(', ')}`);
  }

  it('a release made anywhere is served by every replica within the cache period, likewise a rollback', async () => {
    await f.write('remote-auth/dist/static/js/x.js', 'console.log("one");');
    const one = (await releaseRemote(f.layout, 'remote-auth', { build: false, store: operator }))
      .version;
    expect(await seenByAll(one)).toBeLessThanOrEqual(2000);

    await f.write('remote-auth/dist/static/js/x.js', 'console.log("two");');
    const two = (await releaseRemote(f.layout, 'remote-auth', { build: false, store: operator }))
      .version;
    expect(await seenByAll(two)).toBeLessThanOrEqual(2000);

    await rollbackRemote(f.layout, 'remote-auth', undefined, { store: operator });
    expect(await seenByAll(one)).toBeLessThanOrEqual(2000);
  });

  it('serialises changes made at once: none is lost, the history has each', async () => {
    const before = (await operator.history('remote-auth')).length;
    const current = (await operator.readFresh())['remote-auth']!.current!;
    // Ten operators point the remote at once; each change must see the one before it.
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        operator.change('remote-auth', (state) => ({
          next: { current: { version: `v${i}`, url: state.current!.url } },
          entry: {
            name: 'remote-auth',
            version: `v${i}`,
            at: new Date().toISOString(),
            action: 'point',
          },
        })),
      ),
    );
    const history = await operator.history('remote-auth');
    expect(history.length - before).toBe(10);
    expect((await operator.readFresh())['remote-auth']!.current!.version).toBe(
      history.at(-1)!.version,
    );
    await operator.change('remote-auth', () => ({
      next: { current },
      entry: {
        name: 'remote-auth',
        version: current.version,
        at: new Date().toISOString(),
        action: 'rollback',
      },
    }));
  });
});
