import type { FastifyPluginAsync } from 'fastify';
import adminRoutes from './admin-routes.js';
import catalogueRoutes from './routes.js';

/** The catalogue: products and categories for everyone, and their management for admins. */
const products: FastifyPluginAsync = async (app) => {
  await app.register(catalogueRoutes);
  await app.register(adminRoutes);
};

export default products;
