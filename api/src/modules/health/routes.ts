import type { FastifyPluginAsync } from 'fastify';
import { paths } from 'shared-contracts';
import { ok } from '../../lib/reply.js';
import { HEALTH_DOCS } from './docs.js';

/**
 * A load balancer's probe gives up after a few seconds; an unreachable server would otherwise
 * hold the ping for the pool's whole connection timeout.
 */
const PING_TIMEOUT_MS = 3_000;

function pingWithin(ping: () => Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the database in ${ms} ms`)), ms);
  });
  return Promise.race([ping(), timeout]).finally(() => clearTimeout(timer));
}

const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(paths.health, HEALTH_DOCS, async (request, reply) => {
    try {
      await pingWithin(app.database.ping, PING_TIMEOUT_MS);
      return ok({ status: 'ok', database: app.database.driver });
    } catch (err) {
      request.log.error({ err }, 'database ping failed');
      return reply.status(503).header('retry-after', '5').send({
        success: false,
        message: 'The database is not reachable',
        code: 'NOT_READY',
      });
    }
  });
};

export default healthRoutes;
