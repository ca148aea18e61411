import type { FastifyInstance } from 'fastify';
import { createServer, type Config } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { lent } from './lent-database.js';

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

/** Warnings and worse, or less if the configuration asks for less (LOG_LEVEL=error, tests). */
const commandLogLevel = (configured: string) =>
  LEVELS.indexOf(configured) > LEVELS.indexOf('warn') ? configured : 'warn';

/**
 * The API built with the server's configuration but never listening: its database, mailer and
 * Razorpay client, for one command. Closed afterwards, which waits for the mails it sent. Its log
 * goes to stderr: stdout is the command's answer, which may be piped on.
 */
export async function withApi<T>(
  config: Config,
  run: (api: FastifyInstance) => Promise<T>,
  database?: DatabaseHandle,
): Promise<T> {
  let api: FastifyInstance | undefined;
  const app = await createServer(
    { ...config, reconcileIntervalMs: 0 },
    { logger: { level: commandLogLevel(config.logLevel), stream: process.stderr } },
    (instance) => {
      api = instance;
    },
    database && lent(database),
  );
  try {
    await app.ready();
    return await run(api!);
  } finally {
    await app.close();
  }
}
