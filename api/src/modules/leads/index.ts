import fp from 'fastify-plugin';
import { signedIn } from '../../plugins/auth.js';
import { acceptFormPosts } from './form-post.js';
import { scheduleFollowUps } from './follow-up-schedule.js';
import { ownLeadRoutes } from './owner-routes.js';
import leadRoutes from './routes.js';

/**
 * Contact exchange (issue 13): the card's "Share your details", and the owner's Contacts, which
 * since issue 31 the owner adds to, exports, reaches with a personal API token and is reminded of
 * by the daily follow-up mail.
 */
export default fp(
  async (app) => {
    acceptFormPosts(app);
    await app.register(leadRoutes);
    await app.register(signedIn(ownLeadRoutes));
    scheduleFollowUps(app);
  },
  {
    name: 'leads-routes',
    dependencies: ['config', 'db', 'auth', 'mail', 'metrics', '@fastify/rate-limit'],
    encapsulate: true,
  },
);
