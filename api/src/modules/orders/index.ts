import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import adminRoutes from './admin-routes.js';
import { createOrdersRepository } from './repository.js';
import orderRoutes from './routes.js';
import { reconcilePayments, type SettleDeps } from './settle.js';
import webhookRoutes from './webhook-routes.js';

/**
 * Checkout and orders: a person's orders (signed in), Razorpay's webhook (signed by Razorpay, no
 * session), the admin's order desk, and the reconciler that asks Razorpay about pending orders.
 */
const orders: FastifyPluginAsync = async (app) => {
  const deps: SettleDeps = {
    db: app.db,
    razorpay: app.razorpay,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log: app.log,
  };
  await app.register(
    fp(
      async (scope) => {
        scope.addHook('onRequest', scope.authenticate);
        await scope.register(orderRoutes);
      },
      { encapsulate: true, name: 'orders-user' },
    ),
  );
  await app.register(webhookRoutes, { deps });
  await app.register(adminRoutes, { deps });

  const { reconcileIntervalMs, reconcileAfterMs } = app.config;
  if (reconcileIntervalMs > 0) {
    const repo = createOrdersRepository(app.db);
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      reconcilePayments(deps, { olderThanMs: reconcileAfterMs }, (before) =>
        repo.pendingWithLinkBefore(before),
      )
        .then((report) => {
          if (report.checked > 0) app.log.info({ report }, 'payments reconciled');
        })
        .catch((err: unknown) => app.log.error({ err }, 'payment reconciler failed'))
        .finally(() => {
          running = false;
        });
    }, reconcileIntervalMs);
    timer.unref();
    app.addHook('onClose', () => clearInterval(timer));
  }
};

export default orders;
