import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, type Config } from 'api';
import type { FastifyInstance } from 'fastify';
import { createGateway, type GatewayOptions } from '../../src/gateway.js';
import type { HtmlRoute } from '../../src/html.js';
import type { RegistryStore } from '../../src/registry/store.js';
import { borrowEmbeddedDatabase } from '../../../api/tests/helpers/embedded-databases.js';
import type { Fixture } from './fixtures.js';

export const TEST_PUBLIC_URL = 'https://tapfolio.test';

/**
 * The API's configuration for a gateway over a fixture: a data folder of its own below the
 * fixture's; passwords hashed at argon2's least memory (the API's own tests pin the production
 * cost); no logs. Its database is lent (testDatabase) or copied there (testConfig).
 */
export function apiConfig(fixture: Fixture): Config {
  return {
    ...loadConfig({
      DATA_DIR: mkdtempSync(join(fixture.root, 'api-data-')),
      PUBLIC_URL: TEST_PUBLIC_URL,
      PASSWORD_HASH_MEMORY_KIB: '8',
    }),
    logLevel: 'silent',
  };
}

/**
 * apiConfig with a copy of the run's migrated embedded database (template-database.ts) in its
 * data folder, for a gateway whose database must outlive it. Copies synchronously, so that tests
 * can spread it into a config: the system's cp takes a fraction of a second.
 */
export function testConfig(fixture: Fixture): Config {
  const config = apiConfig(fixture);
  execFileSync('cp', ['-R', template(), join(config.dataDir, 'pglite')]);
  return config;
}

/**
 * An embedded database lent by the worker (the API's tests/helpers/embedded-databases.ts): the
 * gateway's API closes it as its own, which empties it for the next gateway.
 */
export const testDatabase = () => borrowEmbeddedDatabase(template());

function template(): string {
  const folder = process.env.DEPLOY_TEST_PGLITE_TEMPLATE;
  if (!folder) throw new Error('no template database: run the suite with its rstest config');
  return folder;
}

/**
 * The gateway over a fixture, with the real API on an embedded database of its own. Serves
 * index.html as built unless given rewrites, or `'default'` for the gateway's own.
 */
export async function createTestGateway(
  fixture: Fixture,
  html: HtmlRoute[] | 'default' = [],
  registry?: RegistryStore,
  /** Hands over the API's own instance (its insights, to flush them). */
  expose?: GatewayOptions['expose'],
): Promise<FastifyInstance> {
  const app = await createGateway({
    config: apiConfig(fixture),
    database: await testDatabase(),
    shellDir: fixture.shellDir,
    releasesDir: fixture.layout.releasesDir,
    ...(html !== 'default' && { html }),
    ...(registry && { registry }),
    ...(expose && { expose }),
  });
  await app.ready();
  return app;
}
