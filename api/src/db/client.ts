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
import * as schema from './schema/index.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'pg';
  ping(): Promise<void>;
  close(): Promise<void>;
}

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
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection the server ends (a restart, a failover, a dropped database) is an
    // 'error' event on the pool; unheard, it would end the whole process.
    pool.on('error', (error) =>
      console.error('PostgreSQL dropped an idle connection:', error.message),
    );
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      driver: 'pg',
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
    const client = await PGlite.create(location, { extensions: { pg_trgm } });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder }).catch(async (error: unknown) => {
      await client.close();
      throw error;
    });
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

/** Postgres reports a broken unique constraint as 23505; drizzle wraps the driver's error. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
