import fp from 'fastify-plugin';
import { signedIn } from '../../plugins/auth.js';
import walletRoutes from './routes.js';

/**
 * The card in a phone's wallet (issue 29): which wallets this server is set up for, Google
 * Wallet's save link and Apple Wallet's signed pass, each made from the card as it is now.
 */
export default fp(
  async (app) => {
    await app.register(signedIn(walletRoutes));
  },
  {
    name: 'wallet-routes',
    dependencies: ['config', 'auth', 'public-cards'],
    encapsulate: true,
  },
);
