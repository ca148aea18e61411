import type { FastifyPluginAsync } from 'fastify';
import deleteRoute from './delete-route.js';
import exportRoute from './export-route.js';

/** A person's data (issue 13): take it all with them, or delete the account. */
const personalData: FastifyPluginAsync = async (app) => {
  await app.register(exportRoute);
  await app.register(deleteRoute);
};

export default personalData;
