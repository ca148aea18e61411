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
   * A database its caller opened, migrated and closes: the API uses it and leaves it open when it
   * closes. By default the API opens the one its config names and closes it with the server.
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
    if (!database) app.addHook('onClose', () => handle.close());
  },
  { name: 'db', dependencies: ['config'] },
);
