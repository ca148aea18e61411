import fp from 'fastify-plugin';
import { signedIn } from '../../plugins/auth.js';
import { scheduleCollection } from './collect-schedule.js';
import fileRoutes from './file-routes.js';
import { ImageWorkBusy, configureImageWork } from './image-work.js';
import uploadRoutes from './upload-routes.js';

/** Uploads (checked and re-encoded), the public file service and the collection of unused ones. */
export default fp(
  async (app) => {
    const { decodeConcurrency, decodeQueue, decodeWaitMs } = app.config.uploads;
    configureImageWork({
      concurrency: decodeConcurrency,
      queue: decodeQueue,
      waitMs: decodeWaitMs,
    });
    // Runs before the error handler writes the 503 (uploads and variants alike).
    app.addHook('onError', async (_request, reply, error) => {
      if (error instanceof ImageWorkBusy) reply.header('retry-after', error.retryAfterSeconds);
    });
    await app.register(signedIn(uploadRoutes));
    await app.register(fileRoutes);
    scheduleCollection(app);
  },
  {
    name: 'files-routes',
    dependencies: ['config', 'db', 'auth', 'storage', 'metrics', '@fastify/rate-limit'],
    encapsulate: true,
  },
);
