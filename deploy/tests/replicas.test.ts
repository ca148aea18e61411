import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import S3rver from 's3rver';
import { createGateway } from '../src/gateway.js';
import { layoutFromEnv } from '../src/config.js';
import type { Layout } from '../src/paths.js';
import { closeReleaseFiles, releaseFilesOf } from '../src/release-files/open.js';
import { releaseRemote, rollbackRemote } from '../src/release.js';
import { REGISTRY_CACHE_MS } from '../src/registry/postgres-store.js';
import type { RegistryStore } from '../src/registry/store.js';
import { createFixture, type Fixture } from './helpers/fixtures.js';
import { testConfig } from './helpers/gateway.js';
import { STORE_KINDS } from './helpers/registry-stores.js';

// rstest.config.ts takes this file in only when TEST_DATABASE_URL names a PostgreSQL server.
const postgres = STORE_KINDS.find((kind) => kind.name === 'postgres');
if (!postgres) throw new Error('replicas.test.ts needs TEST_DATABASE_URL: a PostgreSQL server');

const CDN = 'https://cdn.tapfolio.test/releases';

// Several gateway replicas share one PostgreSQL registry and one bucket of release files; the
// files in a folder stand alone on one machine.
describe('gateway replicas on one PostgreSQL registry and one S3 bucket', () => {
  let f: Fixture;
  let drop: () => Promise<void>;
  let operator: RegistryStore;
  let replicas: FastifyInstance[];
  let s3dir: string;
  let s3server: S3rver;
  let layout: Layout;

  beforeAll(async () => {
    f = await createFixture();
    // s3rver stands in for the bucket every replica and the release command share.
    s3dir = await mkdtemp(join(tmpdir(), 'tapfolio-replicas-s3-'));
    s3server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3dir });
    const endpoint = `http://127.0.0.1:${(await s3server.run()).port}`;
    const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
    const s3 = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
    await s3.send(new CreateBucketCommand({ Bucket: 'releases' }));
    s3.destroy();
    layout = {
      ...layoutFromEnv({
        RELEASES_DIR: f.layout.releasesDir,
        RELEASES_BUCKET: 'releases',
        RELEASES_PUBLIC_URL: CDN,
        S3_ENDPOINT: endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        RELEASES_S3_ACCESS_KEY_ID: credentials.accessKeyId,
        RELEASES_S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      }),
      repoRoot: f.layout.repoRoot,
    };
    const registry = await postgres.create(f);
    drop = registry.drop;
    operator = await registry.open();
    // Each replica has its own connection pool, its own (default) cache and its own data folder.
    replicas = await Promise.all(
      [1, 2].map(async (n) => {
        const app = await createGateway({
          config: testConfig(f),
          shellDir: f.shellDir,
          releasesDir: join(f.root, `replica-${n}`, 'releases'),
          registry: await registry.open(),
          releaseFiles: releaseFilesOf(layout),
          html: [],
        });
        await app.ready();
        return app;
      }),
    );
  });
  afterAll(async () => {
    await Promise.all((replicas ?? []).map((app) => app.close()));
    await drop?.();
    if (layout) await closeReleaseFiles(layout);
    await s3server?.close();
    await rm(s3dir, { recursive: true, force: true });
    await f?.cleanup();
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
    const one = (await releaseRemote(layout, 'remote-auth', { build: false, store: operator }))
      .version;
    expect(await seenByAll(one)).toBeLessThanOrEqual(2000);

    await f.write('remote-auth/dist/static/js/x.js', 'console.log("two");');
    const two = (await releaseRemote(layout, 'remote-auth', { build: false, store: operator }))
      .version;
    expect(await seenByAll(two)).toBeLessThanOrEqual(2000);

    // Both point browsers at the bucket's CDN, never at a folder of their own.
    for (const app of replicas) {
      const registry = (await app.inject({ method: 'GET', url: '/remotes.json' })).json();
      expect(registry['remote-auth'].url).toBe(`${CDN}/remote-auth/${two}/mf-manifest.json`);
    }

    await rollbackRemote(layout, 'remote-auth', undefined, { store: operator });
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
