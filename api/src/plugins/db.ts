import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

export default fp(
  async (app) => {
    const handle = await openDatabase({
      databaseUrl: app.config.databaseUrl,
      dataDir: app.config.dataDir,
    });
    app.decorate('db', handle.db);
    app.decorate('database', handle);
    app.addHook('onClose', () => handle.close());
  },
  { name: 'db', dependencies: ['config'] },
);
