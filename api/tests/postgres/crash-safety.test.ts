import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, it } from '@rstest/core';
import { crashAndRestart } from '../helpers/crash.js';
import { adminQuery, databaseUrlOf } from '../helpers/postgres-admin.js';
import { stopAllServers } from '../helpers/server-process.js';

const ADMIN_URL = process.env.API_TEST_DATABASE_URL!;

describe('crash safety: acknowledged writes survive kill -9 and a restart', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    await stopAllServers();
    for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => {});
  });

  it('on PostgreSQL', async () => {
    // A database of its own, empty: the server's first start migrates it, as a deployment's does.
    const name = `tapfolio_crash_${randomUUID().replace(/-/g, '')}`;
    await adminQuery(ADMIN_URL, `CREATE DATABASE ${name}`);
    cleanups.push(() => adminQuery(ADMIN_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    const dataDir = await mkdtemp(join(tmpdir(), 'tapfolio-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // DATA_DIR still holds the signing key, so tokens outlive the restart as they do in production.
    await crashAndRestart('PostgreSQL', {
      DATABASE_URL: databaseUrlOf(ADMIN_URL, name),
      DATA_DIR: dataDir,
    });
  }, 180_000);
});
