import fp from 'fastify-plugin';
import type { ApiFailure } from 'shared-contracts';
import { isLoopback } from '../config.js';
import { metricsAccess } from '../metrics/access.js';
import { createMetrics, type Metrics } from '../metrics/registry.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus series: domains count their uploads, mails and payments here. */
    metrics: Metrics;
  }
}

/** Where Prometheus scrapes, under the API's prefix: `/api/v1/metrics`, alone or in the gateway. */
export const METRICS_PATH = '/metrics';

/**
 * Prometheus metrics for operators: every request by route pattern, method and status class, the
 * database pool, uploads, mails and payments, and the process's own series. Registered before the
 * routes, so its hook times every one of them.
 */
export default fp(
  async (app) => {
    const metrics = createMetrics();
    metrics.database(app.database.driver, app.database.pool);
    app.decorate('metrics', metrics);

    app.addHook('onResponse', async (request, reply) => {
      metrics.request(
        request.method,
        request.routeOptions.url,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });

    const access = metricsAccess(app.config.metricsToken, isLoopback(app.config.host));
    app.get(METRICS_PATH, { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
      const verdict = access(request);
      if (verdict === 'hidden') {
        // The same answer as any unknown path: nothing tells a stranger metrics live here.
        return reply.status(404).send({
          success: false,
          message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`,
          code: 'NOT_FOUND',
        } satisfies ApiFailure);
      }
      if (verdict === 'unauthorized') {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({
            success: false,
            message: 'Send the metrics token as a bearer token',
            code: 'UNAUTHORIZED',
          } satisfies ApiFailure);
      }
      const { contentType, body } = await metrics.render();
      return reply.type(contentType).send(body);
    });
  },
  { name: 'metrics', dependencies: ['config', 'db'] },
);
