import fp from 'fastify-plugin';
import { resolveJwtSecret } from '../../lib/jwt-secret.js';
import { signedIn } from '../../plugins/auth.js';
import applePassRoute from './apple-pass-route.js';
import { createPassTickets } from './pass-tickets.js';
import walletRoutes from './routes.js';

/**
 * The card in a phone's wallet (issue 29): which wallets this server is set up for, Google
 * Wallet's save link, and a short-lived link to Apple Wallet's signed pass, each made from the
 * card as it is now.
 */
export default fp(
  async (app) => {
    const secret = await resolveJwtSecret(app.config.jwtSecret, app.config.dataDir);
    const tickets = createPassTickets(secret);
    await app.register(signedIn(walletRoutes), { tickets });
    await app.register(applePassRoute, { tickets });
  },
  {
    name: 'wallet-routes',
    dependencies: ['config', 'auth', 'public-cards'],
    encapsulate: true,
  },
);
