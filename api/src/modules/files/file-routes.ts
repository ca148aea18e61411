import type { FastifyPluginAsync } from 'fastify';
import { paths, portfolioErrors } from 'shared-contracts';
import { badRequest, notFound } from '../../lib/http-error.js';
import { isFileKey } from '../../lib/storage/storage.js';
import { createFilesRepository } from './repository.js';

const INVALID_KEY = 'The file key is not valid';
/** A key is never reused for other bytes, so a copy may be kept for as long as caches keep. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): a W/ prefix does not matter. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** GET /file?key=...: public, because cards are; only keys of recorded uploads are served. */
const fileRoutes: FastifyPluginAsync = async (app) => {
  const repo = createFilesRepository(app.db);

  app.get<{ Querystring: { key?: unknown } }>(paths.file, async (request, reply) => {
    const { key } = request.query;
    if (!isFileKey(key)) {
      throw badRequest(INVALID_KEY, { key: INVALID_KEY });
    }
    const file = await repo.findByKey(key);
    if (!file) throw notFound(portfolioErrors.fileNotFound);

    const etag = `"${file.sha256}"`;
    reply
      .header('etag', etag)
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();

    const body = await app.storage.get(key);
    if (!body) {
      request.log.error({ key }, 'a recorded file is missing from storage');
      reply.header('cache-control', 'no-store').removeHeader('etag');
      throw notFound(portfolioErrors.fileNotFound);
    }
    return reply
      .type(file.contentType)
      .header('content-length', file.size)
      .header('content-disposition', 'inline')
      .header('content-security-policy', "default-src 'none'")
      .send(body);
  });
};

export default fileRoutes;
