import fp from 'fastify-plugin';
import pincodeRoutes from './routes.js';

/** Pincode look-up, answered offline from the bundled dataset (`app.pincodes`, plugin.ts). */
export default fp(
  async (app) => {
    await app.register(pincodeRoutes);
  },
  { name: 'pincode-routes', dependencies: ['pincodes'], encapsulate: true },
);
