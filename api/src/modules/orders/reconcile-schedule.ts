import type { FastifyInstance } from 'fastify';
import { createOrdersRepository } from './repository.js';
import { reconcilePayments, type SettleDeps } from './settle.js';

/**
 * Every RECONCILE_INTERVAL_SECONDS, the pending orders older than RECONCILE_AFTER_SECONDS are
 * looked up at Razorpay (settle.ts). One run at a time; stopped when the API closes.
 */
export function scheduleReconciler(app: FastifyInstance, deps: SettleDeps) {
  const { reconcileIntervalMs, reconcileAfterMs } = app.config;
  if (reconcileIntervalMs <= 0) return;
  const repo = createOrdersRepository(app.db);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcilePayments(
      deps,
      { olderThanMs: reconcileAfterMs },
      (before) => repo.pendingBefore(before, { linked: true }),
      (before) => repo.pendingBefore(before, { linked: false }),
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
