import { createHash } from 'node:crypto';
import type { GatewayPort } from 'api';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  LogLevel,
  RouteShorthandOptions,
} from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  API_BASE,
  buildPath,
  cardPath,
  filePath,
  LANGUAGES,
  paths,
  type PortfolioResult,
} from 'shared-contracts';
import { cardDocument, goneDocument, notFoundDocument } from './card-document.js';
import { compressed, preferredEncoding, type EncodedPage } from '../page-compression.js';
import {
  languageOf,
  pageTexts,
  pageTextsOf,
  varyByLanguage,
  type PageTexts,
} from '../page-language.js';
import { fontFacesFor, type CardRelease, type CardRenderer } from './card-renderer.js';
import { withoutOpenerPolicy } from '../security-headers.js';
import { personJsonLd, scriptSafeJson } from './structured-data.js';
import { countView } from './view-counter.js';

const QUIET = new Set<LogLevel>(['silent', 'fatal', 'error', 'warn']);
const quieter = (level = 'info'): LogLevel =>
  QUIET.has(level as LogLevel) ? (level as LogLevel) : 'warn';

/**
 * A CDN may keep the page briefly and serve it while it asks again: at most a minute old, as the
 * issue allows. Browsers always revalidate (cheap: ETag and 304).
 */
const CARD_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';

export interface CardServerOptions {
  renderer: CardRenderer;
  /** The API's public cards: told of every card that changes, so no page outlives a save. */
  cards: GatewayPort['publicCards'];
  /** The API's insights: each card page sent is a view. */
  views: GatewayPort['insights'];
  /** Deleted accounts (the API's `closedAccounts`): their card's page is a 410, not a 404. */
  closed: GatewayPort['closedAccounts'];
  /** The site's public origin, for the canonical URL. */
  publicUrl: string;
  /** The server's log level: the routes log at `warn` at most, never more than the server. */
  logLevel?: string;
}

/**
 * The card page, whichever path asked for it (`/portfolio/{userId}`, `/@{handle}`): rendered by
 * the current release of remote-portfolio's server build, kept per card until its owner saves (or
 * the release changes); a repeat visit is a 304. The page is the same on both paths, its
 * canonical URL the card's own (its handle when it has one).
 */
export function cardServer(app: FastifyInstance, options: CardServerOptions) {
  const { renderer, cards, views } = options;
  const origin = options.publicUrl.replace(/\/+$/, '');
  /** Rendered pages by card and the visitor's language (`{language}:{userId}`). */
  const pages = new LRUCache<string, EncodedPage>({ max: 5000 });
  const unsubscribe = cards.subscribe((userId) => {
    for (const language of LANGUAGES) pages.delete(`${language}:${userId}`);
  });
  app.addHook('onClose', async () => unsubscribe());
  /** Requests that were answered a card (200 or 304): counted once the answer has gone. */
  const viewed = new WeakMap<FastifyRequest, string>();

  const routeOptions: RouteShorthandOptions = {
    // Every tap reads it: a log line per request at info would cost more than the page.
    logLevel: quieter(options.logLevel),
    // After the answer is sent, so counting never delays the page; a HEAD is no visit.
    onResponse: (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
      const userId = viewed.get(request);
      if (userId && request.method === 'GET') countView(views, request, userId);
      done();
    },
  };

  /** The card's small pages are in the visitor's language too. */
  const notFound = async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=0, s-maxage=30')
      .header('vary', varyByLanguage(undefined))
      .send(notFoundDocument(await pageTextsOf(request)));

  const gone = async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(410)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('vary', varyByLanguage(undefined))
      .send(goneDocument(await pageTextsOf(request)));
  const isClosed = (userId: string) => options.closed.isClosed(userId).catch(() => false);

  /**
   * Answers the card of `userId`, a 404 page when there is none, or `unavailable()` when it cannot
   * be rendered here (no server build in the release, or a failing one): never a 500.
   */
  async function serveCard(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    unavailable: () => Promise<unknown>,
  ): Promise<unknown> {
    let release;
    let card;
    try {
      [release, card] = await Promise.all([renderer.current(), cards.get(userId)]);
    } catch (err) {
      request.log.error({ err }, 'the public card could not be read or rendered');
      return unavailable();
    }
    if (!card) return (await isClosed(userId)) ? gone(request, reply) : notFound(request, reply);
    if (!release) return unavailable();

    // The frame around the owner's content is in the visitor's language: the page, its ETag and
    // what a cache keeps it by vary with it (an English page keeps the ETag it always had).
    const language = languageOf(request);
    const hash = createHash('sha256').update(card.etag).update(release.fingerprint);
    if (language !== 'en') hash.update(`\u0000${language}`);
    const etag = `"${hash.digest('base64url')}"`;
    if (request.headers['if-none-match'] === etag) {
      viewed.set(request, userId);
      withoutOpenerPolicy(reply);
      return reply
        .code(304)
        .header('etag', etag)
        .header('cache-control', CARD_CACHE_CONTROL)
        .header('vary', varyByLanguage('accept-encoding'))
        .send();
    }

    const key = `${language}:${userId}`;
    let page = pages.get(key);
    if (page?.etag !== etag) {
      try {
        page = { etag, html: await renderPage(card.result, release, await pageTexts(language)) };
      } catch (err) {
        request.log.error({ err, version: release.version }, 'the card release failed to render');
        return unavailable();
      }
      pages.set(key, page);
    }
    viewed.set(request, userId);
    withoutOpenerPolicy(reply);
    reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('etag', etag)
      .header('cache-control', CARD_CACHE_CONTROL)
      .header('vary', varyByLanguage('accept-encoding'));
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(compressed(page, encoding));
  }

  async function renderPage(
    result: PortfolioResult,
    release: CardRelease,
    texts: PageTexts,
  ): Promise<string> {
    const { language } = texts;
    const { userId } = result.portfolio;
    const path = cardPath(result.portfolio);
    const pageUrl = `${origin}${path}`;
    const { personalInfo: p, workInfo: w } = result.portfolio;
    const name = p.name.trim() || texts.page.untitled;
    const theme = result.portfolio.theme?.toLowerCase() === 'light' ? 'light' : 'dark';
    const body = await release.render({
      result,
      pageUrl,
      vcardUrl: API_BASE + buildPath(paths.publicPortfolioVCard, { userId }),
      theme,
      language,
    });
    const description = describe(texts, w.designation, w.companyName);
    return cardDocument({
      language,
      title: name,
      description,
      canonicalUrl: pageUrl,
      imageUrl: p.profilePicture ? `${origin}${filePath(p.profilePicture.key)}` : undefined,
      theme,
      css: release.css,
      body,
      jsonLd: scriptSafeJson(personJsonLd(result, pageUrl, origin)),
      indexable: result.portfolio.searchable === true,
      enhanceUrl: release.enhanceUrl,
      fontFaces: fontFacesFor(release.fontFaces ?? [], `${name}${description}${body}`),
    });
  }

  return { serveCard, notFound, routeOptions };
}

/** "{designation} at {company}" in the visitor's language, or whichever of the two exists. */
function describe(texts: PageTexts, designation: string, companyName: string): string {
  const title = designation.trim();
  const company = companyName.trim();
  return title && company ? texts.page.designationAt(title, company) : title || company;
}
