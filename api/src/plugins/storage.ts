import { join } from 'node:path';
import fp from 'fastify-plugin';
import { createLocalStorage } from '../lib/storage/local.js';
import { createS3Storage } from '../lib/storage/s3.js';
import type { Storage } from '../lib/storage/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** S3_BUCKET set: that bucket; otherwise a folder, DATA_DIR/files. */
export default fp(
  async (app) => {
    const { s3, dataDir } = app.config;
    const storage = s3 ? createS3Storage(s3) : createLocalStorage(join(dataDir, 'files'));
    app.log.info(
      s3
        ? { storage: 's3', bucket: s3.bucket }
        : { storage: 'local', folder: join(dataDir, 'files') },
      'file storage ready',
    );
    app.decorate('storage', storage);
    app.addHook('onClose', () => storage.close());
  },
  { name: 'storage', dependencies: ['config'] },
);
