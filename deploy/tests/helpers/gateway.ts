import { loadConfig, type Config } from 'api';
import type { FastifyInstance } from 'fastify';
import { createGateway, type GatewayOptions } from '../../src/gateway.js';
import type { HtmlRoute } from '../../src/html.js';
import type { RegistryStore } from '../../src/registry/store.js';
import type { Fixture } from './fixtures.js';

export const TEST_PUBLIC_URL = 'https://tapfolio.test';

/** The API's configuration for a fixture: an in-memory embedded database, no logs. */
export const testConfig = (fixture: Fixture): Config => ({
  ...loadConfig({ DATA_DIR: fixture.root, PUBLIC_URL: TEST_PUBLIC_URL }),
  databaseUrl: 'memory://',
  logLevel: 'silent',
});

/**
 * The gateway over a fixture, with the real API on an in-memory embedded database. Serves
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
    config: testConfig(fixture),
    shellDir: fixture.shellDir,
    releasesDir: fixture.layout.releasesDir,
    ...(html !== 'default' && { html }),
    ...(registry && { registry }),
    ...(expose && { expose }),
  });
  await app.ready();
  return app;
}
