import { join } from 'node:path';
import { loadConfig, seedDemoCatalogue, seedDemoData } from 'api';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { createGateway, defaultHtmlRoutes } from './gateway.js';
import { layoutFromEnv, repoRoot, shellDirFromEnv } from './paths.js';
import { openRegistryStore } from './registry/open-store.js';

// The same data folder as `npm start -w api`, whichever folder the gateway is started from.
const config = loadConfig({
  ...process.env,
  DATA_DIR: process.env.DATA_DIR || join(repoRoot, 'api', 'data'),
});
const layout = layoutFromEnv();
// Handed over as the API starts: the demo catalogue is written with the API's own db and storage.
let api!: FastifyInstance;
const registry = await openRegistryStore(layout);
const app = await createGateway({
  config,
  shellDir: shellDirFromEnv(),
  releasesDir: layout.releasesDir,
  // PostgreSQL when DATABASE_URL names a server, shared by every replica; else the files.
  registry,
  // Link previews of shared cards: /portfolio/{userId} gets the person's title and Open Graph tags.
  html: defaultHtmlRoutes(config),
  expose: (instance) => {
    api = instance;
  },
});

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  await app.close();
  await registry.close();
});

await app.ready();
if (config.demoData) await seedDemoData(app);
if (config.demoData) await seedDemoCatalogue(api);
await app.listen({ port: config.port, host: config.host });
