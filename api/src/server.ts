import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { createServer } from './app.js';
import { loadConfigOrExit } from './config.js';
import { seedOnStart } from './demo/seed-on-start.js';
import { createDrain } from './lib/graceful-drain.js';

const config = loadConfigOrExit(process.env, 'api');
// Handed over as the API starts: the demo catalogue is written with the API's own db and storage.
let api!: FastifyInstance;
const drain = createDrain();
const app = await createServer(config, { serverFactory: drain.serverFactory }, (instance) => {
  api = instance;
});

/**
 * SIGTERM: new requests get 503 while those in flight finish (at most DRAIN_MS), then the server
 * closes, the mails already queued are sent (the mail plugin's onClose) and the database closes,
 * all within close-with-grace's delay, else the process ends with 1. What is not finished then
 * is not lost: an order's state is in the database before it is answered; a Razorpay webhook we
 * refused with 503 is sent again by Razorpay, and the reconciler (modules/orders) asks Razorpay
 * about pending orders on every start. The built-in emulator keeps its links in memory only: its
 * webhooks are posted within the request that pays, which the drain lets finish, and its links
 * are gone after a restart anyway.
 */
const DRAIN_MS = 7_000;
closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down: refusing new requests, finishing the others');
  const { unfinished } = await drain.drain(err ? 0 : DRAIN_MS);
  if (unfinished > 0) app.log.warn({ unfinished }, 'requests still running at shutdown');
  app.log.info('closing: sending the queued mails, closing the database');
  await app.close();
});

await app.ready();
await seedOnStart(app, api, config);
await app.listen({ port: config.port, host: config.host });
