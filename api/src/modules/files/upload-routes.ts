import { createHash, randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES, SERVICE_IMAGE_MAX_BYTES, paths, portfolioErrors } from 'shared-contracts';
import { HttpError, badRequest } from '../../lib/http-error.js';
import { ok } from '../../lib/reply.js';
import { sanitiseFileName } from './file-name.js';
import { imageTooLarge, reencodeImage } from './image.js';
import { createFilesRepository, toUploadedFile } from './repository.js';

const FIELD = 'image';

const notMultipart = () =>
  new HttpError(
    415,
    'Send the image as multipart/form-data, in the field "image"',
    'UNSUPPORTED_MEDIA_TYPE',
  );
const unreadableUpload = () =>
  new HttpError(400, 'The upload could not be read as multipart/form-data', 'BAD_MULTIPART');

/** POST /portfolio/upload and /portfolio-service/upload: one image, checked and re-encoded. */
const uploadRoutes: FastifyPluginAsync = async (app) => {
  const repo = createFilesRepository(app.db);

  // Both before the body is read: no token, or not a form, and the bytes are never parsed.
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (request) => {
    const type = request.headers['content-type'] ?? '';
    if (!/^multipart\/form-data\s*(;|$)/i.test(type)) throw notMultipart();
  });

  /** The `image` part's bytes, at most `maxBytes`: a larger file is never held in memory whole. */
  async function readImage(request: FastifyRequest, maxBytes: number) {
    let part: MultipartFile | undefined;
    let data: Buffer;
    try {
      // One byte over the limit is all it takes to know a file is too large.
      part = await request.file({
        limits: { files: 1, fileSize: Math.floor(maxBytes) + 1, fields: 10, fieldSize: 1024 },
        throwFileSizeLimit: false,
      });
      if (!part || part.fieldname !== FIELD) {
        part?.file.resume();
        throw badRequest(portfolioErrors.uploadMissing);
      }
      data = await part.toBuffer();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 413) throw imageTooLarge(maxBytes);
      // busboy's own errors (no boundary, a part cut short) carry no status: the client's fault.
      if (!status || status < 500) throw unreadableUpload();
      throw error;
    }
    if (part.file.truncated || data.length > maxBytes) throw imageTooLarge(maxBytes);
    // A form sent without choosing a file still has the part, with no name and no bytes.
    if (data.length === 0) throw badRequest(portfolioErrors.uploadMissing);
    return { data, filename: part.filename };
  }

  const upload =
    (folder: 'portfolios' | 'services', maxBytes: number) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { data, filename } = await readImage(request, maxBytes);
      const image = await reencodeImage(data);
      const key = `${folder}/${request.userId}/${randomUUID()}.${image.extension}`;
      await app.storage.put(key, image.data, image.contentType);
      try {
        const row = await repo.insert({
          key,
          userId: request.userId,
          name: sanitiseFileName(filename),
          contentType: image.contentType,
          size: image.data.length,
          width: image.width,
          height: image.height,
          sha256: createHash('sha256').update(image.data).digest('base64url'),
        });
        return reply.status(201).send(ok(toUploadedFile(row)));
      } catch (error) {
        await app.storage.delete(key).catch(() => {});
        throw error;
      }
    };

  app.post(paths.portfolioUpload, upload('portfolios', IMAGE_MAX_BYTES));
  app.post(paths.serviceUpload, upload('services', SERVICE_IMAGE_MAX_BYTES));
};

export default uploadRoutes;
