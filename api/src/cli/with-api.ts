import type { FastifyInstance } from 'fastify';
import { createServer, type Config } from '../app.js';

/**
 * The API built with the server's configuration but never listening: its database, mailer and
 * Razorpay client, for one command. Closed afterwards, which waits for the mails it sent.
 */
export async function withApi<T>(
  config: Config,
  run: (api: FastifyInstance) => Promise<T>,
): Promise<T> {
  let api: FastifyInstance | undefined;
  const app = await createServer(
    { ...config, logLevel: 'warn', reconcileIntervalMs: 0 },
    {},
    (instance) => {
      api = instance;
    },
  );
  try {
    await app.ready();
    return await run(api!);
  } finally {
    await app.close();
  }
}
