import fp from 'fastify-plugin';
import { signedIn } from '../../plugins/auth.js';
import insightsRoutes, { acceptBeaconText, ownInsightsRoutes } from './routes.js';

/**
 * Private insights of a card (issue 12): the beacons its page sends, and the owner's numbers.
 * `app.insights` itself is plugin.ts, registered before the domains so the card routes and the
 * gateway reach it.
 */
export default fp(
  async (app) => {
    acceptBeaconText(app);
    await app.register(insightsRoutes);
    await app.register(signedIn(ownInsightsRoutes));
  },
  {
    name: 'insights-routes',
    dependencies: ['config', 'db', 'auth', 'metrics', 'insights', '@fastify/rate-limit'],
    encapsulate: true,
  },
);
