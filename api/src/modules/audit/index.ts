import fp from 'fastify-plugin';
import { staffOnly } from '../../plugins/admin.js';
import auditRoutes from './routes.js';

/** The staff's audit log: written by the domains whose changes it records, read here. */
export default fp(
  async (app) => {
    await app.register(staffOnly(auditRoutes));
  },
  { name: 'audit-routes', dependencies: ['db', 'auth', 'admin'], encapsulate: true },
);
