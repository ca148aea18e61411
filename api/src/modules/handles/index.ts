import type { FastifyPluginAsync } from 'fastify';
import availabilityRoute from './availability-route.js';
import lookupRoute from './lookup-route.js';
import setHandleRoute from './set-route.js';

/** Personal links (`/@{handle}`): set one, check one as you type, and find whose card one opens. */
const handles: FastifyPluginAsync = async (app) => {
  await app.register(setHandleRoute);
  await app.register(availabilityRoute);
  await app.register(lookupRoute);
};

export default handles;
