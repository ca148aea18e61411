import fp from 'fastify-plugin';
import { signedIn } from '../../plugins/auth.js';
import backgroundRoute from './background-route.js';
import publicRoutes from './public-routes.js';
import qrRoute from './qr-route.js';
import portfolioRoutes from './routes.js';
import servicesRoutes from './services-routes.js';
import updateRoutes from './update-routes.js';

/**
 * Onboarding, the card (own and public), its one-request save, and the one-service calls.
 * `app.publicCards` (plugin.ts) keeps the public cards for these routes and the gateway.
 */
export default fp(
  async (app) => {
    // Every write here changes (or makes) the caller's card: once it is done, and before its
    // answer leaves, every instance forgets the card. A refusal (4xx) changed nothing.
    app.addHook('onSend', async (request, reply, payload) => {
      const refused = reply.statusCode >= 400 && reply.statusCode < 500;
      if (request.method !== 'GET' && request.method !== 'HEAD' && request.userId && !refused) {
        app.publicCards.invalidate(request.userId);
      }
      return payload;
    });
    await app.register(publicRoutes);
    await app.register(qrRoute);
    await app.register(signedIn(portfolioRoutes));
    await app.register(signedIn(updateRoutes));
    await app.register(signedIn(servicesRoutes));
    await app.register(signedIn(backgroundRoute));
  },
  {
    name: 'portfolio-routes',
    dependencies: [
      'config',
      'db',
      'auth',
      'storage',
      'pincodes',
      'public-cards',
      'insights',
      'closed-accounts',
      '@fastify/rate-limit',
    ],
    encapsulate: true,
  },
);
