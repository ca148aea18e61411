import type { FastifyPluginAsync } from 'fastify';
import { paths } from 'shared-contracts';
import { ok } from '../../lib/reply.js';

const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(paths.health, async (request, reply) => {
    try {
      await app.database.ping();
      return ok({ status: 'ok', database: app.database.driver });
    } catch (err) {
      request.log.error({ err }, 'database ping failed');
      return reply
        .status(503)
        .send({ success: false, message: 'The database is not ready', code: 'NOT_READY' });
    }
  });
};

export default healthRoutes;
