import fp from 'fastify-plugin';
import { signedIn } from '../../plugins/auth.js';
import { invitationLinkRoutes, organisationInvitationRoutes } from './invitation-routes.js';
import cardRoutes from './card-routes.js';
import inboxRoutes from './inbox-routes.js';
import memberRoutes from './member-routes.js';
import orderRoutes from './order-routes.js';
import teamsRoutes from './routes.js';

/**
 * Organisations: a company's own details, who is in it and with what role, invitations, its
 * members' cards and its bulk orders.
 */
export default fp(
  async (app) => {
    await app.register(signedIn(teamsRoutes));
    await app.register(signedIn(memberRoutes));
    await app.register(signedIn(inboxRoutes));
    await app.register(signedIn(cardRoutes));
    await app.register(signedIn(orderRoutes));
    await app.register(signedIn(organisationInvitationRoutes));
    // Opening a link needs no session: the join screen shows it before anyone signs in.
    await app.register(invitationLinkRoutes);
  },
  {
    name: 'teams-routes',
    dependencies: [
      'config',
      'db',
      'auth',
      'pincodes',
      'mail',
      'public-cards',
      'metrics',
      'payments',
      '@fastify/rate-limit',
    ],
    encapsulate: true,
  },
);
