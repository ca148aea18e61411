import type { FastifyPluginAsync } from 'fastify';
import fileRoutes from './file-routes.js';
import uploadRoutes from './upload-routes.js';

/** Uploads (checked and re-encoded) and the public file service. */
const files: FastifyPluginAsync = async (app) => {
  await app.register(uploadRoutes);
  await app.register(fileRoutes);
};

export default files;
