import fp from 'fastify-plugin';
import { signedIn } from '../../plugins/auth.js';
import apiTokenRoutes from './routes.js';

/**
 * Personal API tokens (issue 31): a person makes, lists and revokes the tokens their own tools use
 * to read and write their contacts. The token check on each request is plugins/auth.ts'.
 */
export default fp(
  async (app) => {
    await app.register(signedIn(apiTokenRoutes));
  },
  {
    name: 'api-tokens-routes',
    dependencies: ['config', 'db', 'auth', '@fastify/rate-limit'],
    encapsulate: true,
  },
);
