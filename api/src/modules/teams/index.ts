import fp from 'fastify-plugin';
import { signedIn } from '../../plugins/auth.js';
import teamsRoutes from './routes.js';

/** Organisations: a company's own details and who is in it (issue 28). */
export default fp(
  async (app) => {
    await app.register(signedIn(teamsRoutes));
  },
  { name: 'teams-routes', dependencies: ['db', 'auth', 'pincodes'], encapsulate: true },
);
