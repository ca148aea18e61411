import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, it } from '@rstest/core';
import { crashAndRestart } from './helpers/crash.js';
import { copyEmbeddedTemplate } from './helpers/database.js';
import { stopAllServers } from './helpers/server-process.js';

describe('crash safety: acknowledged writes survive kill -9 and a restart', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    await stopAllServers();
    for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => {});
  });

  it('on the embedded database (PGlite files in DATA_DIR)', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tapfolio-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    await copyEmbeddedTemplate(dataDir);
    await crashAndRestart('PGlite', { DATA_DIR: dataDir });
  }, 180_000);
});
