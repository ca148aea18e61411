import fp from 'fastify-plugin';
import { signedIn } from '../../plugins/auth.js';
import deleteRoute from './delete-route.js';
import exportRoute from './export-route.js';

/**
 * A person's data (issue 13): take it all with them, or delete the account. `app.closedAccounts`
 * (plugin.ts) makes a deleted account's card links answer 410.
 */
export default fp(
  async (app) => {
    await app.register(signedIn(exportRoute));
    await app.register(signedIn(deleteRoute));
  },
  {
    name: 'personal-data-routes',
    dependencies: ['config', 'db', 'auth', 'storage', 'public-cards', '@fastify/rate-limit'],
    encapsulate: true,
  },
);
