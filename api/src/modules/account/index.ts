import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth-routes.js';
import logoutRoute from './logout-route.js';
import profileRoutes from './profile-routes.js';

/** Sign-up, sign-in and logout, password reset, and the account's own details. */
const account: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
  await app.register(logoutRoute);
  await app.register(profileRoutes);
};

export default account;
