import fp from 'fastify-plugin';
import healthRoutes from './routes.js';

/** Whether the API and its database answer: for load balancers and orchestrators. */
export default fp(
  async (app) => {
    await app.register(healthRoutes);
  },
  { name: 'health-routes', dependencies: ['db'], encapsulate: true },
);
