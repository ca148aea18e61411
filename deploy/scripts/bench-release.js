// How long a release of one remote takes (with its build and without), a rollback, and how long
// until every gateway replica serves the change. Prints figures beside the targets (release 30 s,
// rollback 1 s, every replica 2 s); asserts nothing.
//   npm run bench -w deploy      (BENCH_DATABASE_URL or TEST_DATABASE_URL: two replicas on PostgreSQL)
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from 'api';
import pg from 'pg';
import { npmBuilder } from '../dist/build.js';
import { createGateway } from '../dist/gateway.js';
import { loadCommandConfig } from '../dist/config.js';
import { repoRoot, servedShellDir } from '../dist/paths.js';
import { fileRegistryStore } from '../dist/registry/file-store.js';
import { postgresRegistryStore } from '../dist/registry/postgres-store.js';
import { releaseRemote, rollbackRemote } from '../dist/release.js';

const REMOTE = process.env.BENCH_REMOTE || 'remote-orders';
const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const root = await mkdtemp(join(tmpdir(), 'tapfolio-bench-release-'));
// Releases are made from a copy of the remote's package, so a second, different build can be made
// by adding one file, without touching the checkout.
const copyRoot = join(root, 'repo');
const layout = { repoRoot: copyRoot, releasesDir: join(root, 'releases'), releasesUrl: '/remotes' };
const seconds = (ms) =>
  (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`).padStart(8);
const timed = async (work) => {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
};

/** A fresh database on the server, for the registry the replicas share. */
async function freshDatabase() {
  const name = `bench_release_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const database = adminUrl ? await freshDatabase() : undefined;
const openStore = () =>
  database ? postgresRegistryStore(database.url) : Promise.resolve(fileRegistryStore(layout));
const operator = await openStore();
const replicas = [];
try {
  for (let i = 0; i < (database ? 2 : 1); i++) {
    const config = {
      ...loadConfig({ DATA_DIR: root }),
      databaseUrl: 'memory://',
      logLevel: 'silent',
    };
    const registry = await openStore();
    const app = await createGateway({
      config,
      shellDir: servedShellDir(loadCommandConfig().layout),
      releasesDir: layout.releasesDir,
      registry,
      html: [],
    });
    replicas.push({ app, registry, base: await app.listen({ port: 0, host: '127.0.0.1' }) });
  }

  const served = () =>
    Promise.all(
      replicas.map(
        async ({ base }) => (await (await fetch(`${base}/remotes.json`)).json())[REMOTE]?.version,
      ),
    );
  const untilServed = async (version) => {
    const started = performance.now();
    while (!(await served()).every((seen) => seen === version)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return performance.now() - started;
  };

  const build = await timed(() => npmBuilder(repoRoot)(REMOTE));
  await cp(join(repoRoot, REMOTE, 'package.json'), join(copyRoot, REMOTE, 'package.json'));
  await cp(join(repoRoot, REMOTE, 'dist'), join(copyRoot, REMOTE, 'dist'), { recursive: true });
  const first = await timed(() => releaseRemote(layout, REMOTE, { build: false, store: operator }));
  await untilServed(first.result.version);
  // A second, different build to roll back from.
  await writeFile(join(copyRoot, REMOTE, 'dist', 'bench.txt'), String(Date.now()));
  const second = await timed(() =>
    releaseRemote(layout, REMOTE, { build: false, store: operator }),
  );
  await untilServed(second.result.version);
  const rollback = await timed(() =>
    rollbackRemote(layout, REMOTE, undefined, { store: operator }).catch((err) => err),
  );
  const rolledTo = rollback.result instanceof Error ? undefined : rollback.result.version;
  const seen = rolledTo ? await untilServed(rolledTo) : undefined;
  const releaseSeen = await (async () => {
    // The newest release again, timed until every replica serves it.
    const again = await timed(() =>
      rollbackRemote(layout, REMOTE, second.result.version, { store: operator }).catch(
        () => undefined,
      ),
    );
    return again.result
      ? { ms: again.ms, seen: await untilServed(second.result.version) }
      : undefined;
  })();

  const registry = database ? `PostgreSQL, ${replicas.length} replicas` : 'files, 1 gateway';
  console.log(`\nReleasing ${REMOTE} (registry: ${registry}):`);
  console.log(
    `release, build included   ${seconds(build.ms + first.ms)}   target 30 s   (build ${seconds(build.ms).trim()})`,
  );
  console.log(`release, build excluded   ${seconds(second.ms)}   target 30 s`);
  if (rolledTo) {
    console.log(`rollback                  ${seconds(rollback.ms)}   target 1 s`);
    console.log(`  seen by every replica   ${seconds(seen)}   target 2 s`);
  } else {
    console.log(`rollback                  not measured: ${rollback.result.message}`);
  }
  if (releaseSeen) {
    console.log(
      `re-point to a release     ${seconds(releaseSeen.ms)}   seen by every replica in ${seconds(releaseSeen.seen).trim()}`,
    );
  }
} finally {
  await Promise.all(replicas.map(({ app, registry }) => app.close().then(() => registry.close())));
  await operator.close();
  await database?.drop();
  await rm(root, { recursive: true, force: true });
}
