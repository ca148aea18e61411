import fp from 'fastify-plugin';
import { adminOnly } from '../../plugins/admin.js';
import { signedIn } from '../../plugins/auth.js';
import authRoutes from './auth-routes.js';
import { resendVerificationRoute, verifyEmailRoute } from './email-verification-routes.js';
import logoutRoute from './logout-route.js';
import profileRoutes from './profile-routes.js';
import rolesRoute from './roles-route.js';

/** Sign-up, sign-in and logout, password reset, and the account's own details. */
export default fp(
  async (app) => {
    await app.register(authRoutes);
    // Logout answers 200 with or without a valid token: not a signed-in route.
    await app.register(logoutRoute);
    await app.register(verifyEmailRoute);
    await app.register(signedIn(profileRoutes));
    await app.register(signedIn(resendVerificationRoute));
    await app.register(adminOnly(rolesRoute));
  },
  {
    name: 'account-routes',
    dependencies: ['config', 'db', 'auth', 'admin', 'mail', 'pincodes', '@fastify/rate-limit'],
    encapsulate: true,
  },
);
