import fp from 'fastify-plugin';
import { staffOnly } from '../../plugins/admin.js';
import { signedIn } from '../../plugins/auth.js';
import staffOrderRoutes from './staff-routes.js';
import { scheduleReconciler } from './reconcile-schedule.js';
import orderRoutes from './routes.js';
import type { SettleDeps } from './settle.js';
import webhookRoutes from './webhook-routes.js';

/**
 * Checkout and orders: a person's orders (signed in), Razorpay's webhook (signed by Razorpay, no
 * session), the staff's order desk, and the reconciler that asks Razorpay about pending orders.
 */
export default fp(
  async (app) => {
    const deps: SettleDeps = {
      db: app.db,
      razorpay: app.razorpay,
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
      log: app.log,
      invoices: app.config.invoices,
    };
    await app.register(signedIn(orderRoutes), { deps });
    await app.register(webhookRoutes, { deps });
    await app.register(staffOnly(staffOrderRoutes), { deps });
    scheduleReconciler(app, deps);
  },
  {
    name: 'orders-routes',
    dependencies: [
      'config',
      'db',
      'auth',
      'admin',
      'mail',
      'metrics',
      'pincodes',
      'payments',
      '@fastify/rate-limit',
    ],
    encapsulate: true,
  },
);
