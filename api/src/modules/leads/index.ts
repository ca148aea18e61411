import fp from 'fastify-plugin';
import { signedIn } from '../../plugins/auth.js';
import { acceptFormPosts } from './form-post.js';
import leadRoutes, { ownLeadRoutes } from './routes.js';

/** Contact exchange (issue 13): the card's "Share your details", and the owner's Contacts. */
export default fp(
  async (app) => {
    acceptFormPosts(app);
    await app.register(leadRoutes);
    await app.register(signedIn(ownLeadRoutes));
  },
  {
    name: 'leads-routes',
    dependencies: ['config', 'db', 'auth', 'mail', 'metrics', '@fastify/rate-limit'],
    encapsulate: true,
  },
);
