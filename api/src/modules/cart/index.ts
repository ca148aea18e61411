import fp from 'fastify-plugin';
import { signedIn } from '../../plugins/auth.js';
import cartRoutes from './routes.js';

/** A signed-in person's cart. */
export default fp(
  async (app) => {
    await app.register(signedIn(cartRoutes));
  },
  { name: 'cart-routes', dependencies: ['db', 'auth'], encapsulate: true },
);
