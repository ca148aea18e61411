import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, loadConfig } from 'api';

/**
 * rstest's global setup: the API's embedded database, migrated once for the run by the API
 * itself (a first start in an empty DATA_DIR), for every test gateway to copy (testConfig in
 * gateway.ts). A fresh PGlite costs an initdb and every migration; a copy is a folder copy, and
 * the API's migrations on start find nothing left to do. Its folder reaches the test workers as
 * DEPLOY_TEST_PGLITE_TEMPLATE (rstest hands a global setup's environment to every worker).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), 'tapfolio-deploy-template-'));
  const api = await createServer({
    ...loadConfig({ DATA_DIR: root }),
    databaseUrl: undefined,
    logLevel: 'silent',
  });
  await api.ready();
  await api.close();
  process.env.DEPLOY_TEST_PGLITE_TEMPLATE = join(root, 'pglite');
  return () => rm(root, { recursive: true, force: true });
}
