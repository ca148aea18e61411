import fp from 'fastify-plugin';
import { signedIn } from '../../plugins/auth.js';
import availabilityRoute from './availability-route.js';
import lookupRoute from './lookup-route.js';
import setHandleRoute from './set-route.js';

/** Personal links (`/@{handle}`): set one, check one as you type, and find whose card one opens. */
export default fp(
  async (app) => {
    await app.register(signedIn(setHandleRoute));
    await app.register(signedIn(availabilityRoute));
    await app.register(lookupRoute);
  },
  {
    name: 'handles-routes',
    dependencies: ['config', 'db', 'auth', 'public-cards', 'handles', '@fastify/rate-limit'],
    encapsulate: true,
  },
);
