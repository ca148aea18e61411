import fp from 'fastify-plugin';
import cartRoutes from './routes.js';

/**
 * A signed-in person's cart. The token is checked on request, before any body is read.
 * Encapsulated, so the hook covers these routes only.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    await app.register(cartRoutes);
  },
  { name: 'cart', dependencies: ['db', 'auth', 'errors'], encapsulate: true },
);
