import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { createServer, loadConfig } from './app.js';
import { seedDemoCatalogue } from './demo/seed-catalogue.js';
import { seedDemoData } from './demo/seed-demo.js';

const config = loadConfig();
// Handed over as the API starts: the demo catalogue is written with the API's own db and storage.
let api!: FastifyInstance;
const app = await createServer(config, {}, (instance) => {
  api = instance;
});

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  await app.close();
});

await app.ready();
if (config.demoData) await seedDemoData(app);
if (config.demoData) await seedDemoCatalogue(api);
await app.listen({ port: config.port, host: config.host });
