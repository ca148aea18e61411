import fp from 'fastify-plugin';
import { signedIn } from '../../plugins/auth.js';
import addressBookRoutes from './routes.js';

/** A signed-in person's delivery addresses. */
export default fp(
  async (app) => {
    await app.register(signedIn(addressBookRoutes));
  },
  { name: 'addressbook-routes', dependencies: ['db', 'auth', 'pincodes'], encapsulate: true },
);
