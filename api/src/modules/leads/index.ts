import type { FastifyPluginAsync } from 'fastify';
import leadRoutes from './routes.js';

/** Contact exchange (issue 13): the card's "Share your details", and the owner's Contacts. */
const leads: FastifyPluginAsync = async (app) => {
  await app.register(leadRoutes);
};

export default leads;
