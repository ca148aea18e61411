import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth-routes.js';
import profileRoutes from './profile-routes.js';

/** Sign-up, sign-in, password reset, and the account's own details. */
const account: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
  await app.register(profileRoutes);
};

export default account;
