import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { paths, portfolioErrors } from 'shared-contracts';
import type { FileRow } from '../../db/schema/index.js';
import { matchesEtag } from '../../lib/etag.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { isFileKey } from '../../lib/storage/storage.js';
import { FILES_DOCS as DOCS } from './docs.js';
import { createFilesRepository } from './repository.js';
import {
  VARIANT_CONTENT_TYPES,
  VARIANT_WIDTHS,
  acceptsWebp,
  createVariants,
  isVariantWidth,
  originalFormat,
} from './variants.js';

const INVALID_KEY = 'The file key is not valid';
const INVALID_WIDTH = `The width must be ${VARIANT_WIDTHS.slice(0, -1).join(', ')} or ${VARIANT_WIDTHS.at(-1)}`;
/** A key is never reused for other bytes, so a copy may be kept for as long as caches keep. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

type FileRequest = FastifyRequest<{ Querystring: { key?: unknown; w?: unknown } }>;

/**
 * GET /file?key=...: public, because cards are; only keys of recorded uploads are served.
 * With `w` (400, 800 or 1600): the image at most that wide, as WebP when Accept welcomes it.
 */
const fileRoutes: FastifyPluginAsync = async (app) => {
  const repo = createFilesRepository(app.db);
  const variants = createVariants(app.storage, app.log);

  /** Validators and caching; true when the client's copy is current (answer 304). */
  const fresh = (request: FileRequest, reply: FastifyReply, etag: string) => {
    reply
      .header('etag', etag)
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff');
    return matchesEtag(request.headers['if-none-match'], etag);
  };

  const missing = (request: FileRequest, reply: FastifyReply, key: string) => {
    request.log.error({ key }, 'a recorded file is missing from storage');
    reply.header('cache-control', 'no-store').removeHeader('etag');
    return notFound(portfolioErrors.fileNotFound);
  };

  const send = (reply: FastifyReply, type: string, size: number, body: unknown) =>
    reply
      .type(type)
      .header('content-length', size)
      .header('content-disposition', 'inline')
      .header('content-security-policy', "default-src 'none'")
      .send(body);

  const sendOriginal = async (request: FileRequest, reply: FastifyReply, file: FileRow) => {
    if (fresh(request, reply, `"${file.sha256}"`)) return reply.status(304).send();
    const body = await app.storage.get(file.key);
    if (!body) throw missing(request, reply, file.key);
    return send(reply, file.contentType, file.size, body);
  };

  app.get(paths.file, DOCS.file, async (request: FileRequest, reply) => {
    const { key, w } = request.query;
    if (!isFileKey(key)) {
      throw badRequest(INVALID_KEY, { key: INVALID_KEY });
    }
    if (w !== undefined && !isVariantWidth(w)) {
      throw badRequest(INVALID_WIDTH, { w: INVALID_WIDTH });
    }
    const file = await repo.findByKey(key);
    if (!file) throw notFound(portfolioErrors.fileNotFound);
    if (w === undefined) return sendOriginal(request, reply, file);

    // One URL, a WebP or the original format depending on Accept: shared caches must know.
    reply.header('vary', 'accept');
    const width = Number(w);
    const own = originalFormat(file.contentType);
    const format = acceptsWebp(request.headers.accept) ? 'webp' : own;
    // Never enlarged: an image no wider than asked, in its own format, is the original itself.
    if (format === own && file.width <= width) return sendOriginal(request, reply, file);

    // A variant is made once from bytes that never change, so its tag never changes either.
    if (fresh(request, reply, `"${file.sha256}.${width}.${format}"`)) {
      return reply.status(304).send();
    }
    const data = await variants.get(file.key, width, format);
    if (!data) throw missing(request, reply, file.key);
    return send(reply, VARIANT_CONTENT_TYPES[format], data.length, data);
  });
};

export default fileRoutes;
