import fp from 'fastify-plugin';
import { signedIn } from '../../plugins/auth.js';
import { DeliveryWorker } from './delivery-worker.js';
import webhookRoutes from './routes.js';

/**
 * Outgoing webhooks (issue 31): the owner's webhooks, their delivery logs and Send test (signed
 * in), and the worker that sends each new contact to them, started and stopped with the API.
 */
export default fp(
  async (app) => {
    const worker = new DeliveryWorker(app.db, app.config.webhooks, app.log);
    await app.register(signedIn(webhookRoutes), { worker });
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  {
    name: 'webhooks-routes',
    dependencies: ['config', 'db', 'auth', '@fastify/rate-limit'],
    encapsulate: true,
  },
);
