import fp from 'fastify-plugin';
import { staffOnly } from '../../plugins/admin.js';
import adminRoutes from './admin-routes.js';
import { createReadCache } from './read-cache.js';
import catalogueRoutes from './routes.js';

/** The catalogue: products and categories for everyone, and their management for admins. */
export default fp(
  async (app) => {
    const cache = createReadCache(app.config.catalogueCacheMs);
    await app.register(catalogueRoutes, { cache });
    await app.register(staffOnly(adminRoutes), { cache });
  },
  {
    name: 'products-routes',
    dependencies: ['config', 'db', 'admin', 'storage', '@fastify/multipart'],
    encapsulate: true,
  },
);
