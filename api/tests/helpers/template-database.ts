import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/db/client.js';
import { adminQuery, databaseUrlOf } from './postgres-admin.js';

/**
 * rstest's global setup: one database migrated for the whole run, which every test app copies
 * (helpers/database.ts). A fresh PGlite costs an initdb and every migration, seconds on a busy
 * machine; a copy is a folder copy, or on PostgreSQL a `CREATE DATABASE ... TEMPLATE`. The
 * template is made by the app's own openDatabase, so it is exactly what a first start makes;
 * each app still runs its migrations on start, and finds nothing left to do.
 *
 * Its location reaches the test workers through the environment (rstest hands a global setup's
 * changes to every worker): API_TEST_PGLITE_TEMPLATE, a PGlite data folder, or, on the
 * PostgreSQL leg, API_TEST_DATABASE_TEMPLATE, a database on API_TEST_DATABASE_URL's server.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), 'tapfolio-template-'));
  const admin = process.env.API_TEST_DATABASE_URL;
  if (!admin) {
    await migrate(undefined, root);
    process.env.API_TEST_PGLITE_TEMPLATE = join(root, 'pglite');
    return () => rm(root, { recursive: true, force: true });
  }

  // A name of this run's own: other runs may share the server.
  const name = `tapfolio_template_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(admin, `CREATE DATABASE ${name}`);
  await migrate(databaseUrlOf(admin, name), root);
  process.env.API_TEST_DATABASE_TEMPLATE = name;
  return async () => {
    await adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await rm(root, { recursive: true, force: true });
  };
}

async function migrate(databaseUrl: string | undefined, dataDir: string) {
  const handle = await openDatabase({ databaseUrl, dataDir });
  await handle.close();
}
