import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES, SERVICE_IMAGE_MAX_BYTES, paths } from 'shared-contracts';
import { HttpError } from '../../lib/http-error.js';
import { ok } from '../../lib/reply.js';
import { assertRoomLeft, insertWithinQuota, type UploadQuota } from './quota.js';
import { FILES_DOCS as DOCS } from './docs.js';
import { readImagePart, requireMultipart } from './read-image-part.js';
import { storeImage } from './store-image.js';
import { limitUploadBody } from './upload-body-limit.js';

/** POST /portfolio/upload and /portfolio-service/upload: one image, checked and re-encoded. */
const uploadRoutes: FastifyPluginAsync = async (app) => {
  const { rateLimit, quotaBytes, gcGraceMs } = app.config.uploads;
  const quota: UploadQuota = { bytes: quotaBytes, graceMs: gcGraceMs };

  // All before the body is read: no token, not a form, or a declared length past any image, and
  // the bytes are never parsed.
  app.addHook('onRequest', requireMultipart);
  // Every refusal, from the hooks above to the decoder: counted by the code the client gets.
  app.addHook('onError', async (_request, _reply, error) => app.metrics.uploads.rejected(error));

  // One count for both routes, per person: behind a proxy or a shared address many people have
  // one IP, and one person may come from many. preHandler, so that the person is known.
  const perPerson = app.rateLimit({
    max: rateLimit.max,
    timeWindow: rateLimit.timeWindowMs,
    keyGenerator: (request: FastifyRequest) => `upload:${request.userId}`,
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many uploads. Please try again in ${context.after}.`,
        'UPLOAD_RATE_LIMITED',
      ),
  });
  const roomLeft = (request: FastifyRequest) => assertRoomLeft(app.db, request.userId, quota);

  const upload =
    (folder: 'portfolios' | 'services', maxBytes: number) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { data, filename } = await readImagePart(request, maxBytes);
      const file = await storeImage(
        { db: app.db, storage: app.storage, insertRow: insertWithinQuota(app.db, quota) },
        {
          data,
          filename,
          userId: request.userId,
          keyFor: (extension) => `${folder}/${request.userId}/${randomUUID()}.${extension}`,
        },
      );
      app.metrics.uploads.stored(folder, file.size);
      return reply.status(201).send(ok(file));
    };

  const options = (maxBytes: number) => ({
    onRequest: limitUploadBody(maxBytes),
    preHandler: [perPerson, roomLeft],
  });
  app.post(
    paths.portfolioUpload,
    { ...options(IMAGE_MAX_BYTES), ...DOCS.portfolioUpload },
    upload('portfolios', IMAGE_MAX_BYTES),
  );
  app.post(
    paths.serviceUpload,
    { ...options(SERVICE_IMAGE_MAX_BYTES), ...DOCS.serviceUpload },
    upload('services', SERVICE_IMAGE_MAX_BYTES),
  );
};

export default uploadRoutes;
