import type { FastifyPluginAsync } from 'fastify';
import portfolioRoutes from './routes.js';
import servicesRoutes from './services-routes.js';
import updateRoutes from './update-routes.js';

/** Onboarding, the card (own and public), its one-request save, and the one-service calls. */
const portfolio: FastifyPluginAsync = async (app) => {
  await app.register(portfolioRoutes);
  await app.register(updateRoutes);
  await app.register(servicesRoutes);
};

export default portfolio;
