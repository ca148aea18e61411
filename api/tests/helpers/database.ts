import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { adminQuery, databaseUrlOf } from './postgres-admin.js';

/**
 * A migrated database of a test app's own, copied from the run's template (template-database.ts).
 * With API_TEST_DATABASE_URL (scripts/test-postgres.js sets it from TEST_DATABASE_URL: an admin
 * connection to a real PostgreSQL server) a database created from the template, dropped by
 * `drop`; without it, PGlite copied into `dataDir`, where the app opens it when its
 * `databaseUrl` is unset (as `url` then is).
 */
export async function freshDatabaseUrl(
  dataDir: string,
): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const admin = process.env.API_TEST_DATABASE_URL;
  if (!admin) {
    await copyEmbeddedTemplate(dataDir);
    return { url: undefined, drop: async () => {} };
  }

  const template = process.env.API_TEST_DATABASE_TEMPLATE;
  if (!template) throw new Error('no template database: run the suite with its rstest config');
  const name = `tapfolio_test_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(admin, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  return {
    url: databaseUrlOf(admin, name),
    drop: () => adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * Puts the run's migrated PGlite where an app with DATA_DIR=`dataDir` and no DATABASE_URL opens
 * it. On the PostgreSQL leg there is no PGlite template: the rare test that asks for an embedded
 * database there gets an empty folder, and the app creates and migrates it as on a first start.
 */
export async function copyEmbeddedTemplate(dataDir: string): Promise<void> {
  const template = process.env.API_TEST_PGLITE_TEMPLATE;
  if (!template) {
    if (process.env.API_TEST_DATABASE_URL) return;
    throw new Error('no template database: run the suite with its rstest config');
  }
  await copyTemplateInto(template, dataDir);
}

/** A migrated PGlite folder where an app with DATA_DIR=`dataDir` opens it. */
export async function copyTemplateInto(template: string, dataDir: string): Promise<void> {
  const location = join(dataDir, 'pglite');
  // One there already is the test's own (an app started again on its data): kept.
  if (await exists(location)) return;
  // The system's cp: a fifth of the CPU time fs.cp takes over the folder's thousand files.
  await run('cp', ['-R', template, location]);
}

const run = promisify(execFile);

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );
