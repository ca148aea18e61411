import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

export interface DbPluginOptions {
  /**
   * A database opened (and migrated) by the caller, used and closed as the API's own: tests hand
   * one embedded database from app to app, whose `close` keeps it for the next. By default the
   * API opens the one its config names.
   */
  database?: DatabaseHandle;
}

export default fp<DbPluginOptions>(
  async (app, { database }) => {
    const handle =
      database ??
      (await openDatabase({ databaseUrl: app.config.databaseUrl, dataDir: app.config.dataDir }));
    app.decorate('db', handle.db);
    app.decorate('database', handle);
    app.addHook('onClose', () => handle.close());
  },
  { name: 'db', dependencies: ['config'] },
);
