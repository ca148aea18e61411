import fp from 'fastify-plugin';
import { staffOnly } from '../../plugins/admin.js';
import staffInvoiceRoutes from './routes.js';

/**
 * The books, for staff: invoices are issued by the orders' payment and cancellation (issue.ts, in
 * their transactions), and a buyer reads their own through the orders' routes.
 */
export default fp(
  async (app) => {
    await app.register(staffOnly(staffInvoiceRoutes));
  },
  { name: 'invoices-routes', dependencies: ['config', 'db', 'auth', 'admin'], encapsulate: true },
);
