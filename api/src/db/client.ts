import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { acquireEmbeddedLock, type EmbeddedLock } from './embedded-lock.js';
import { OutageSafePool } from './pool.js';
import { markTransactions, refusedInsideTransactions } from './transaction-guard.js';
import * as schema from './schema/index.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A database or a transaction: what a domain's transaction-taking functions run on. */
export type Queryable = Pick<Database, 'select' | 'update' | 'insert' | 'delete' | 'execute'>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'pg';
  /** PostgreSQL's connection pool (none with PGlite): its counts are exported as metrics. */
  pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * PostgreSQL's default 128 MB of shared buffers is sized for a server of many connections. PGlite
 * is one backend whose files the operating system caches as well, and it zeroes all of its
 * buffers on every start: a fifth of a start's CPU time (the API's test suite opens a database
 * about a hundred times). 32 MB holds the 10,000-product catalogue of `bench-shop.js` with no
 * change in its figures.
 */
const EMBEDDED_MEMORY = ['-c', 'shared_buffers=32MB'];

/**
 * What an acknowledged write survives on the embedded database: a crash of this process (kill -9,
 * out of memory, a container restart), not a crash of the machine (power loss, kernel panic).
 *
 * Read from @electric-sql/pglite 0.5 (dist/chunk-*.js): its NodeFS mounts Emscripten's NODEFS, whose
 * every write is a synchronous `fs.writeSync` - nothing is buffered in JavaScript - and queries run
 * synchronously inside the WebAssembly Postgres before their promise resolves. With
 * `synchronous_commit = on` a COMMIT returns only after XLogFlush has written its WAL, so by the
 * time the API answers, the WAL is in the operating system's page cache, which outlives the process
 * and replays on the next start. But PGlite starts Postgres with `-F` (fsync off), NODEFS has no
 * fsync operation and fdatasync is a no-op: nothing ever forces the page cache to the disk. Turning
 * fsync on would call no-ops, so a machine crash can lose the last seconds of writes. Where that
 * matters, run on PostgreSQL (DATABASE_URL), whose commits are fsynced.
 *
 * Pinned here so that neither a PGlite default nor a setting can quietly weaken it: commits wait
 * for their WAL write, and PGlite waits for its file system after every query (a no-op on NodeFS,
 * the flush itself on file systems that buffer).
 */
const EMBEDDED_DURABILITY = {
  relaxedDurability: false,
  startParams: [...PGlite.defaultStartParams, '-c', 'synchronous_commit=on', ...EMBEDDED_MEMORY],
};

/**
 * How long a request may wait on an unreachable PostgreSQL before it fails (and answers 503, see
 * unavailable.ts): a connection (or a free one from the pool) within 5 s, any query within
 * 15 s, the server itself cancelling a statement after 10 s. TCP keep-alive notices a server that
 * vanished without closing its connections (a network cut) while they sit idle in the pool.
 */
const OUTAGE_BOUNDS = {
  connectionTimeoutMillis: 5_000,
  query_timeout: 15_000,
  statement_timeout: 10_000,
  keepAlive: true,
} satisfies pg.PoolConfig;

/** The generated SQL migrations, beside src/ and dist/ alike. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * A real PostgreSQL server when DATABASE_URL is set; otherwise PGlite, the same PostgreSQL
 * compiled to WebAssembly, in DATA_DIR. Both get the same schema and the same migrations.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  migrationsFolder?: string;
}): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  const url = options.databaseUrl;

  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new OutageSafePool({ connectionString: url, max: 10, ...OUTAGE_BOUNDS });
    // An idle connection the server ends (a restart, a failover, a dropped database) is an
    // 'error' event on the pool; unheard, it would end the whole process.
    pool.on('error', (error) =>
      console.error('PostgreSQL dropped an idle connection:', error.message),
    );
    // A connection checked out for a transaction has no pool listener: its 'error' (the server
    // stopped, the network cut) would be an uncaught exception and end the process. The query
    // in flight fails all the same (503), and the pool drops the dead connection on release.
    pool.on('connect', (client) =>
      client.on('error', (error) =>
        console.error('PostgreSQL dropped a connection in use:', error.message),
      ),
    );
    pool.query = refusedInsideTransactions(pool.query.bind(pool)) as typeof pool.query;
    const db = drizzlePg({ client: pool, schema });
    db.transaction = markTransactions(db.transaction.bind(db));
    await migrateUnbounded(url, migrationsFolder);
    return {
      db: db as unknown as Database,
      driver: 'pg',
      pool,
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }

  let location = 'memory://';
  let lock: EmbeddedLock | undefined;
  if (url !== 'memory://') {
    location = join(options.dataDir, 'pglite');
    await mkdir(location, { recursive: true });
    // Taken before PGlite touches the folder: the server and `npm run admin` open the same one.
    lock = await acquireEmbeddedLock(join(options.dataDir, 'pglite.lock'), location);
  }
  try {
    // pg_trgm backs the catalogue's search index, as it does on a PostgreSQL server.
    const client = await PGlite.create(location, {
      extensions: { pg_trgm },
      ...EMBEDDED_DURABILITY,
    });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder }).catch(async (error: unknown) => {
      await client.close();
      throw error;
    });
    // After the migrations, which run in the driver's own transaction.
    client.query = refusedInsideTransactions(client.query.bind(client)) as typeof client.query;
    client.exec = refusedInsideTransactions(client.exec.bind(client));
    db.transaction = markTransactions(db.transaction.bind(db));
    return {
      db: db as unknown as Database,
      driver: 'pglite',
      ping: async () => void (await db.execute(sql`select 1`)),
      close: async () => {
        try {
          await client.close();
        } finally {
          await lock?.release();
        }
      },
    };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}

/** Migrations may take longer than any request should (an index on a big table): no timeouts. */
async function migrateUnbounded(url: string, migrationsFolder: string) {
  const pool = new pg.Pool({
    connectionString: url,
    max: 1,
    connectionTimeoutMillis: OUTAGE_BOUNDS.connectionTimeoutMillis,
  });
  pool.on('error', (error) => console.error('PostgreSQL dropped a connection:', error.message));
  try {
    await migratePg(drizzlePg({ client: pool }), { migrationsFolder });
  } finally {
    await pool.end();
  }
}

/** Postgres reports a broken unique constraint as 23505; drizzle wraps the driver's error. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
