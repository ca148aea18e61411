import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES, SERVICE_IMAGE_MAX_BYTES, paths } from 'shared-contracts';
import { ok } from '../../lib/reply.js';
import { readImagePart, requireMultipart } from './read-image-part.js';
import { storeImage } from './store-image.js';

/** POST /portfolio/upload and /portfolio-service/upload: one image, checked and re-encoded. */
const uploadRoutes: FastifyPluginAsync = async (app) => {
  // Both before the body is read: no token, or not a form, and the bytes are never parsed.
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireMultipart);

  const upload =
    (folder: 'portfolios' | 'services', maxBytes: number) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { data, filename } = await readImagePart(request, maxBytes);
      const file = await storeImage(app, {
        data,
        filename,
        userId: request.userId,
        keyFor: (extension) => `${folder}/${request.userId}/${randomUUID()}.${extension}`,
      });
      return reply.status(201).send(ok(file));
    };

  app.post(paths.portfolioUpload, upload('portfolios', IMAGE_MAX_BYTES));
  app.post(paths.serviceUpload, upload('services', SERVICE_IMAGE_MAX_BYTES));
};

export default uploadRoutes;
