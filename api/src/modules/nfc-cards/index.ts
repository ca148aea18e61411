import fp from 'fastify-plugin';
import { signedIn } from '../../plugins/auth.js';
import nfcCardRoutes from './routes.js';

/**
 * The NFC cards' own life (issue 13): their owners list them and switch them off and on.
 * `app.nfcCards` (plugin.ts) answers the gateway's `/c/{code}`.
 */
export default fp(
  async (app) => {
    await app.register(signedIn(nfcCardRoutes));
  },
  { name: 'nfc-cards-routes', dependencies: ['config', 'db', 'auth'], encapsulate: true },
);
