import fp from 'fastify-plugin';
import { createHandleLookupCache, type HandleLookups } from './lookup-cache.js';
import { findHandle } from './repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Personal links: whose card a handle opens, kept in memory, forgotten with the card. */
    handles: HandleLookups;
  }
}

/**
 * `app.handles`, for the API's own GET /handles/{handle} and the gateway's `/@handle` pages. A
 * handle changes with its owner's card, so the public cards' invalidations (this instance's and,
 * through PostgreSQL's notifications, every other's) drop the owner's handles here too; the
 * cards' lifetime bounds the rest.
 */
export default fp(
  async (app) => {
    const cache = createHandleLookupCache({
      load: (handle) => findHandle(app.db, handle),
      lifetimeMs: app.config.publicCardCacheMs,
    });
    const unsubscribe = app.publicCards.subscribe((userId) => cache.forgetUser(userId));
    app.addHook('onClose', async () => unsubscribe());
    app.decorate('handles', { lookup: cache.lookup } satisfies HandleLookups);
  },
  { name: 'handles', dependencies: ['config', 'db', 'public-cards'] },
);
