import type { FastifyPluginAsync } from 'fastify';
import adminRoutes from './admin-routes.js';
import { createReadCache } from './read-cache.js';
import catalogueRoutes from './routes.js';

/** The catalogue: products and categories for everyone, and their management for admins. */
const products: FastifyPluginAsync = async (app) => {
  const cache = createReadCache(app.config.catalogueCacheMs);
  await app.register(catalogueRoutes, { cache });
  await app.register(adminRoutes, { cache });
};

export default products;
