import type { FastifyPluginAsync, FastifyReply, FastifyRequest, LogLevel } from 'fastify';
import { buildVCard, paths, portfolioErrors, vCardFileName } from 'shared-contracts';
import { attachment } from '../../lib/content-disposition.js';
import { matchesEtag, strongEtag } from '../../lib/etag.js';
import { notFound } from '../../lib/http-error.js';
import { ok } from '../../lib/reply.js';
import { createContactPhotos } from '../files/public.js';
import { isPrefetch } from '../insights/public.js';
import { cardGone } from '../personal-data/public.js';
import { cardUrl } from './card-url.js';
import { PUBLIC_CARD_DOCS as DOCS } from './docs.js';

/**
 * Public, and the same for everyone: a shared cache (the gateway's, a CDN) may keep it for 30 s
 * and serve it 30 s longer while it asks again; a browser always asks, cheaply with the ETag.
 */
export const PUBLIC_CARD_CACHE_CONTROL =
  'public, max-age=0, s-maxage=30, stale-while-revalidate=30';

const LEVELS: LogLevel[] = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

/**
 * Every NFC tap reads a card: these routes log only warnings and errors, not Fastify's two lines
 * per request at info ("incoming request", "request completed"). A stricter LOG_LEVEL still wins.
 */
export const quietLogLevel = (serverLevel: string | undefined): LogLevel => {
  const index = LEVELS.indexOf(serverLevel as LogLevel);
  return index > LEVELS.indexOf('warn') ? LEVELS[index]! : 'warn';
};

type CardRequest = FastifyRequest<{ Params: { userId: string } }>;

/** The card anyone may see (GET /portfolio/{userId}) and its Save Contact file. */
const publicRoutes: FastifyPluginAsync = async (app) => {
  const QUIET = { logLevel: quietLogLevel(app.log.level) };
  const contactPhoto = createContactPhotos(app.storage, app.log);
  const cardOf = async (request: CardRequest) => {
    const card = await app.publicCards.get(request.params.userId);
    if (card) return card;
    // Uncached like the 404 (the API's default no-store), so a CDN lets the card go at once.
    if (await app.closedAccounts.isClosed(request.params.userId)) throw cardGone();
    throw notFound(portfolioErrors.notFound);
  };

  /** Sets the validators and caching; true when the client's copy is current (answer 304). */
  const fresh = (request: CardRequest, reply: FastifyReply, etag: string) => {
    reply.header('etag', etag).header('cache-control', PUBLIC_CARD_CACHE_CONTROL);
    return matchesEtag(request.headers['if-none-match'], etag);
  };

  app.get(
    paths.publicPortfolio,
    { ...QUIET, ...DOCS.card },
    async (request: CardRequest, reply) => {
      const card = await cardOf(request);
      if (fresh(request, reply, card.etag)) return reply.status(304).send();
      return ok(card.result);
    },
  );

  app.get(
    paths.publicPortfolioVCard,
    { ...QUIET, ...DOCS.vcard },
    async (request: CardRequest, reply) => {
      const { portfolio } = (await cardOf(request)).result;
      // Save Contact, counted in the owner's insights (in the background; never for a bot).
      app.insights.record({
        userId: request.params.userId,
        event: 'save',
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        prefetch: isPrefetch(request.headers),
      });
      // The same file the page's Save Contact button makes in the browser, leading back to the
      // card by its canonical URL (the handle's when it has one).
      const picture = portfolio.personalInfo.profilePicture;
      const photo = picture ? await contactPhoto(picture.key) : null;
      const vcard = buildVCard(portfolio, {
        cardUrl: cardUrl(app.config.publicUrl, portfolio),
        photoJpegBase64: photo?.toString('base64'),
      });
      if (fresh(request, reply, strongEtag(vcard))) return reply.status(304).send();
      return reply
        .type('text/vcard; charset=utf-8')
        .header(
          'content-disposition',
          attachment(vCardFileName(portfolio.personalInfo.name), 'contact'),
        )
        .header('x-content-type-options', 'nosniff')
        .send(vcard);
    },
  );
};

export default publicRoutes;
