import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  QR_DEFAULT_SIZE,
  QR_MAX_SIZE,
  QR_MIN_SIZE,
  paths,
  portfolioErrors,
  qrFileName,
  qrQuerySchema,
} from 'shared-contracts';
import { attachment } from '../../lib/content-disposition.js';
import { matchesEtag } from '../../lib/etag.js';
import { notFound } from '../../lib/http-error.js';
import { parseQuery } from '../../lib/parse-body.js';
import { documented } from '../../openapi/documented.js';
import { cardUrl } from './card-url.js';
import { quietLogLevel } from './public-routes.js';
import { QR_ERROR_CORRECTION, createQrImages } from './qr-image.js';

/**
 * The image only changes when the card's URL does (PUBLIC_URL, later the handle), so browsers and
 * shared caches may keep it a day; the ETag makes the next ask after that a cheap 304.
 */
export const QR_CACHE_CONTROL = 'public, max-age=86400';

const DOCS = documented({
  summary: "Anyone's card as a QR code of its public URL",
  description:
    `Black on white, error correction ${QR_ERROR_CORRECTION}, a quiet zone of 4 modules. ` +
    `\`size\` is the PNG's width (the SVG's width and height) in pixels, ${QR_MIN_SIZE} to ` +
    `${QR_MAX_SIZE}, ${QR_DEFAULT_SIZE} by default; \`download=1\` asks for an attachment. ` +
    'Cached for a day; send `If-None-Match` with the ETag for a 304.',
  tags: ['portfolio'],
  params: { userId: "The card owner's user id" },
  querystring: qrQuerySchema,
  responses: {
    200: 'image/svg+xml or image/png',
    304: 'Your copy is current',
    404: 'No such card',
  },
});

type QrRequest = FastifyRequest<{ Params: { userId: string }; Querystring: unknown }>;

/** GET /portfolio/{userId}/qr: what the share menu shows full-screen and offers for print. */
const qrRoute: FastifyPluginAsync = async (app) => {
  const imageOf = createQrImages();

  app.get(
    paths.publicPortfolioQr,
    { logLevel: quietLogLevel(app.log.level), ...DOCS },
    async (request: QrRequest, reply) => {
      const { format, size, download } = await parseQuery(qrQuerySchema, request.query);
      const { userId } = request.params;
      // Only a card that exists gets a code: the same 404 as the card and its vCard.
      if (!(await app.publicCards.get(userId))) throw notFound(portfolioErrors.notFound);

      const image = await imageOf(cardUrl(app.config.publicUrl, userId), format, size);
      reply
        .header('etag', image.etag)
        .header('cache-control', QR_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff');
      if (matchesEtag(request.headers['if-none-match'], image.etag)) {
        return reply.status(304).send();
      }
      if (download === '1') {
        reply.header('content-disposition', attachment(qrFileName(format), 'tapfolio-card'));
      }
      return reply.type(image.contentType).send(image.body);
    },
  );
};

export default qrRoute;
