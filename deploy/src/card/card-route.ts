import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, LogLevel } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  API_BASE,
  isId,
  buildPath,
  paths,
  type ApiSuccess,
  type PortfolioResult,
} from 'shared-contracts';
import { describeCard } from '../portfolio-meta.js';
import { cardDocument, notFoundDocument } from './card-document.js';
import type { CardRenderer } from './card-renderer.js';
import { personJsonLd, scriptSafeJson } from './structured-data.js';

/** The public card as the API keeps it (api `publicCards`), with a version for ETags. */
export interface PublicCardSource {
  get(userId: string): Promise<{ result: PortfolioResult; etag: string } | null>;
  /** Told of every card that changed, so a rendered page is never kept past its owner's save. */
  subscribe?(listener: (userId: string) => void): () => void;
}

const QUIET = new Set<LogLevel>(['silent', 'fatal', 'error', 'warn']);
const quieter = (level = 'info'): LogLevel =>
  QUIET.has(level as LogLevel) ? (level as LogLevel) : 'warn';

/**
 * A CDN may keep the page briefly and serve it while it asks again: at most a minute old, as the
 * issue allows. Browsers always revalidate (cheap: ETag and 304).
 */
const CARD_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';

/** The card read through the API mounted in this server, when it offers no cache of its own. */
export function injectedCardSource(app: FastifyInstance): PublicCardSource {
  return {
    async get(userId) {
      const response = await app.inject({
        method: 'GET',
        url: API_BASE + buildPath(paths.publicPortfolio, { userId }),
      });
      if (response.statusCode === 404) return null;
      if (response.statusCode !== 200) throw new Error(`portfolio look-up: ${response.statusCode}`);
      const { result } = response.json() as ApiSuccess<PortfolioResult>;
      return { result, etag: createHash('sha256').update(response.body).digest('base64url') };
    },
  };
}

export interface CardRouteOptions {
  renderer: CardRenderer;
  cards: PublicCardSource;
  /** The site's public origin, for the canonical URL. */
  publicUrl: string;
  /** The server's log level: the route logs at `warn` at most, never more than the server. */
  logLevel?: string;
  /** The app's own page for this path: what is served when the card cannot be rendered here. */
  fallback(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

/** A rendered card, and its compressed forms once a visitor has asked for them. */
interface CardPage {
  etag: string;
  html: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** br when the visitor accepts it, else gzip, else none (`q=0` refuses one). */
function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part && !/;\s*q=0(?:\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** Compressed once per rendered page (a card is read far more often than it is saved). */
function compressed(page: CardPage, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    page.br ??= brotliCompressSync(page.html, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 },
    });
    return page.br;
  }
  page.gzip ??= gzipSync(page.html, { level: 9 });
  return page.gzip;
}

/**
 * `GET /portfolio/{userId}`: the card in the HTML, rendered by the current release of
 * remote-portfolio's server build, readable with no JavaScript at all. Rendered pages are kept per
 * card until its owner saves (or the release changes); a repeat visit is a 304.
 */
export async function cardRoute(app: FastifyInstance, options: CardRouteOptions) {
  const { renderer, cards, fallback } = options;
  const origin = options.publicUrl.replace(/\/+$/, '');
  const pages = new LRUCache<string, CardPage>({ max: 5000 });
  const unsubscribe = cards.subscribe?.((userId) => pages.delete(userId));
  if (unsubscribe) app.addHook('onClose', async () => unsubscribe());

  const notFound = (reply: FastifyReply) =>
    reply
      .code(404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=0, s-maxage=30')
      .send(notFoundDocument());

  app.get<{ Params: { userId: string } }>(
    '/portfolio/:userId',
    // Every tap reads it: a log line per request at info would cost more than the page.
    { logLevel: quieter(options.logLevel) },
    async (request, reply) => {
      const { userId } = request.params;
      if (!isId(userId)) return notFound(reply);
      let release;
      let card;
      try {
        [release, card] = await Promise.all([renderer.current(), cards.get(userId)]);
      } catch (err) {
        request.log.error({ err }, 'the public card could not be read or rendered');
        return fallback(request, reply);
      }
      if (!card) return notFound(reply);
      if (!release) return fallback(request, reply);

      const etag = `"${createHash('sha256')
        .update(card.etag)
        .update(release.fingerprint)
        .digest('base64url')}"`;
      reply.header('etag', etag).header('cache-control', CARD_CACHE_CONTROL);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();

      let page = pages.get(userId);
      if (page?.etag !== etag) {
        try {
          page = { etag, html: renderPage(card.result, release, userId) };
        } catch (err) {
          request.log.error({ err, version: release.version }, 'the card release failed to render');
          reply.removeHeader('etag');
          return fallback(request, reply);
        }
        pages.set(userId, page);
      }
      reply.code(200).type('text/html; charset=utf-8').header('vary', 'accept-encoding');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(page.html);
      return reply.header('content-encoding', encoding).send(compressed(page, encoding));
    },
  );

  function renderPage(
    result: PortfolioResult,
    release: NonNullable<Awaited<ReturnType<CardRenderer['current']>>>,
    userId: string,
  ): string {
    const pageUrl = `${origin}/portfolio/${userId}`;
    const { personalInfo: p, workInfo: w } = result.portfolio;
    const name = p.name.trim() || 'Tapfolio card';
    const theme = result.portfolio.theme?.toLowerCase() === 'light' ? 'light' : 'dark';
    const body = release.render({
      result,
      pageUrl,
      vcardUrl: API_BASE + buildPath(paths.publicPortfolio, { userId }) + '/vcard',
      theme,
    });
    return cardDocument({
      title: name,
      description: describeCard({
        name,
        designation: w.designation,
        companyName: w.companyName,
        path: `/portfolio/${userId}`,
      }),
      canonicalUrl: pageUrl,
      imageUrl: p.profilePicture
        ? `${origin}${API_BASE}${paths.file}?key=${encodeURIComponent(p.profilePicture.key)}`
        : undefined,
      theme,
      css: release.css,
      body,
      jsonLd: scriptSafeJson(personJsonLd(result, pageUrl, origin)),
      enhanceUrl: release.enhanceUrl,
    });
  }
}
