import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { openNotifyChannel, type NotifyChannel } from '../../lib/pg-notify.js';
import { createPublicCardCache, type PublicCards } from './public-cards.js';
import { createPortfolioRepository } from './repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public cards, kept in memory and forgotten on every instance when their owner saves. */
    publicCards: PublicCards;
  }
}

/** LISTEN/NOTIFY channel of card invalidations; the payload is the owner's user id. */
export const PUBLIC_CARD_CHANNEL = 'public_card_changed';

/**
 * `app.publicCards`. With PostgreSQL, every instance listens on PUBLIC_CARD_CHANNEL and forgets
 * the cards others invalidate; a lost connection reconnects and then forgets every card, since
 * notifications sent meanwhile are gone. The embedded database has one process, so there an
 * invalidation is this instance's alone. The cache lifetime bounds the rest (a notification lost
 * some other way).
 */
export default fp(
  async (app) => {
    const { publicCardCacheMs, databaseUrl } = app.config;
    const repo = createPortfolioRepository(app.db);
    let channel: NotifyChannel | undefined;

    const cards = createPublicCardCache({
      load: (userId) => repo.findPublicCard(userId),
      lifetimeMs: publicCardCacheMs,
      broadcast: (userId) => {
        channel?.notify(userId).catch((error: unknown) => {
          app.log.warn({ err: error, userId }, 'could not tell other instances of a card change');
        });
      },
      onListenerError: (error) => app.log.error({ err: error }, 'a public card subscriber failed'),
    });

    if (app.database.driver === 'pg' && databaseUrl) {
      channel = await openNotifyChannel({
        connectionString: databaseUrl,
        channel: PUBLIC_CARD_CHANNEL,
        onNotification: (userId) => cards.received(userId),
        onReconnected: () => cards.forgetAll(),
        sendWithout: async (userId) =>
          void (await app.db.execute(sql`SELECT pg_notify(${PUBLIC_CARD_CHANNEL}, ${userId})`)),
        log: app.log,
      });
      const opened = channel;
      app.addHook('onClose', () => opened.close());
    }

    const { get, invalidate, subscribe } = cards;
    app.decorate('publicCards', { get, invalidate, subscribe } satisfies PublicCards);
  },
  { name: 'public-cards', dependencies: ['config', 'db'] },
);
