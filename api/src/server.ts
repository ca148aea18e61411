import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { createServer } from './app.js';
import { loadConfigOrExit } from './config.js';
import { seedOnStart } from './demo/seed-on-start.js';

const config = loadConfigOrExit(process.env, 'api');
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
await seedOnStart(app, api, config);
await app.listen({ port: config.port, host: config.host });
