import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { paths, portfolioErrors, qrFileName, qrQuerySchema } from 'shared-contracts';
import { attachment } from '../../lib/content-disposition.js';
import { matchesEtag } from '../../lib/etag.js';
import { notFound } from '../../lib/http-error.js';
import { parseQuery } from '../../lib/parse-body.js';
import { ImageWorkBusy } from '../files/public.js';
import { cardGone } from '../personal-data/public.js';
import { cardUrl } from './card-url.js';
import { PUBLIC_CARD_DOCS } from './docs.js';
import { PUBLIC_CARD_CACHE_CONTROL, quietLogLevel } from './public-routes.js';
import { createQrImages } from './qr-image.js';

/**
 * The image changes with the card's URL, and the URL with the owner's handle: kept no longer than
 * the card itself (a browser asks again each time, cheaply with the ETag; the images made are kept
 * in memory), so the share menu shows a new handle's code at once.
 */
export const QR_CACHE_CONTROL = PUBLIC_CARD_CACHE_CONTROL;

type QrRequest = FastifyRequest<{ Params: { userId: string }; Querystring: unknown }>;

/** GET /portfolio/{userId}/qr: what the share menu shows full-screen and offers for print. */
const qrRoute: FastifyPluginAsync = async (app) => {
  const imageOf = createQrImages();

  app.get(
    paths.publicPortfolioQr,
    {
      logLevel: quietLogLevel(app.log.level),
      // Per client address: the share sheet asks once each time it opens, and a hall of phones
      // behind one carrier address shares the count, so the ceiling is high (RATE_LIMIT_QR); a
      // script drawing codes without end is not.
      config: {
        rateLimit: {
          max: app.config.rateLimits.qrCodes.max,
          timeWindow: app.config.rateLimits.qrCodes.timeWindowMs,
        },
      },
      ...PUBLIC_CARD_DOCS.qr,
    },
    async (request: QrRequest, reply) => {
      const { format, size, download } = await parseQuery(qrQuerySchema, request.query);
      const { userId } = request.params;
      // Only a card that exists gets a code: the same 404 (or 410) as the card and its vCard.
      const card = await app.publicCards.get(userId);
      if (!card) {
        if (await app.closedAccounts.isClosed(userId)) throw cardGone();
        throw notFound(portfolioErrors.notFound);
      }

      // Its current handle when it has one: a new handle is a new image, with a new ETag.
      const image = await imageOf(
        cardUrl(app.config.publicUrl, card.result.portfolio),
        format,
        size,
      ).catch((error: unknown) => {
        // Every place for image work is taken: try again shortly, as an upload is told.
        if (error instanceof ImageWorkBusy) reply.header('retry-after', error.retryAfterSeconds);
        throw error;
      });
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
