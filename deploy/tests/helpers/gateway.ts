import { loadConfig } from 'api';
import type { FastifyInstance } from 'fastify';
import { createGateway } from '../../src/gateway.js';
import type { HtmlRoute } from '../../src/html.js';
import { registryFileOf } from '../../src/paths.js';
import type { Fixture } from './fixtures.js';

/** The gateway over a fixture, with the real API on an in-memory embedded database. */
export async function createTestGateway(
  fixture: Fixture,
  html: HtmlRoute[] = [],
): Promise<FastifyInstance> {
  const config = {
    ...loadConfig({ DATA_DIR: fixture.root, PUBLIC_URL: 'https://tapfolio.test' }),
    databaseUrl: 'memory://',
    logLevel: 'silent',
  };
  const app = await createGateway({
    config,
    shellDir: fixture.shellDir,
    releasesDir: fixture.layout.releasesDir,
    registryFile: registryFileOf(fixture.layout),
    html,
  });
  await app.ready();
  return app;
}
