import fp from 'fastify-plugin';
import { createClosedAccounts, type ClosedAccounts } from './closed-accounts.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deleted accounts, by id: their card links answer 410 Gone (the API's and the gateway's). */
    closedAccounts: Pick<ClosedAccounts, 'isClosed'>;
  }
}

/** One `app.closedAccounts` per API, shared by its card routes and the gateway's card pages. */
export default fp(
  async (app) => {
    const closed = createClosedAccounts(app.db, app.publicCards);
    app.addHook('onClose', async () => closed.stop());
    app.decorate('closedAccounts', { isClosed: closed.isClosed });
  },
  { name: 'closed-accounts', dependencies: ['db', 'public-cards'] },
);
