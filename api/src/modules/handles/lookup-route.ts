import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { paths } from 'shared-contracts';
import { HttpError, notFound } from '../../lib/http-error.js';
import { ok } from '../../lib/reply.js';
import { PUBLIC_CARD_CACHE_CONTROL, quietLogLevel } from '../portfolio/public.js';
import { HANDLE_DOCS } from './docs.js';

export const handleLookupErrors = {
  notFound: 'No card has this link',
  gone: 'This card is no longer available',
} as const;

type LookupRequest = FastifyRequest<{ Params: { handle: string } }>;

/** GET /handles/{handle}: public, as the card it opens; read from app.handles' memory. */
const lookupRoute: FastifyPluginAsync = async (app) => {
  app.get(
    paths.handleLookup,
    { logLevel: quietLogLevel(app.log.level), ...HANDLE_DOCS.lookup },
    async (request: LookupRequest, reply) => {
      const found = await app.handles.lookup(request.params.handle);
      if (found === null) throw notFound(handleLookupErrors.notFound);
      if (found === 'gone') throw new HttpError(410, handleLookupErrors.gone, 'GONE');
      reply.header('cache-control', PUBLIC_CARD_CACHE_CONTROL);
      return ok(found);
    },
  );
};

export default lookupRoute;
