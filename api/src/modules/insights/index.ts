import type { FastifyPluginAsync } from 'fastify';
import insightsRoutes from './routes.js';

/**
 * Private insights of a card (issue 12). `app.insights` itself is plugin.ts, registered with the
 * API's shared plugins so the card routes and the gateway reach it; this is its routes.
 */
const insights: FastifyPluginAsync = async (app) => {
  await app.register(insightsRoutes);
};

export default insights;
