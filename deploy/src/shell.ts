import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { createIndexHtml, type HtmlRoute } from './html.js';
import { IMMUTABLE } from './caching.js';
import { notFound } from './gateway-errors.js';
import { compressed, preferredEncoding, type EncodedPage } from './page-compression.js';
import { languageOf, varyByLanguage } from './page-language.js';

export interface ShellOptions {
  shellDir: string;
  html?: HtmlRoute[];
}

/** Prefixes whose unmatched paths are real 404s, never the app: a missing chunk must fail loudly. */
const NOT_PAGES = ['/api/', '/remotes/', '/static/'];
/** The last path segment of a file request, which the SPA must not answer with HTML either. */
const ASSET =
  /\.(?:js|mjs|cjs|css|map|json|webmanifest|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|txt|xml|wasm|gz|br)$/i;
/** Root files of the build (favicon, placeholder images, web manifest): not hashed, so kept briefly. */
const ROOT_FILE_MAX_AGE_MS = 60 * 60 * 1000;

/** Root files browsers must always revalidate. */
const NO_CACHE_ROOT_FILES = new Set(['sw.js']);

/** One plain file name: no dot-files, no separators that could leave the folder. */
const ROOT_FILE_NAME = /^\w[\w.-]*$/;

const pathOf = (url: string) => url.split('?')[0] ?? '/';

const HTML_TAG = /<html\b[^>]*>/i;

/** The page's `<html lang>`: the language it is read in, the app's own choice once it runs. */
export function withLanguage(html: string, language: string): string {
  return html.replace(HTML_TAG, (tag) =>
    /\slang=/i.test(tag)
      ? tag.replace(/\slang=(["'])[^"']*\1|\slang=[^\s>]+/i, ` lang="${language}"`)
      : tag.replace(/^<html/i, `<html lang="${language}"`),
  );
}

/** Whether a GET of this path is answered with the app (or the card): a page, not a file. */
export const isPage = (path: string) =>
  !NOT_PAGES.some((prefix) => path.startsWith(prefix)) && !ASSET.test(path);

/**
 * The shell's build: `/static/*` (hashed, cached for good), its top-level files, and index.html for
 * every other GET, so the client-side router can answer deep links such as /portfolio/abc.
 * Registers the root not-found handler; the API keeps its own for its prefix.
 */
export async function shellRoutes(app: FastifyInstance, { shellDir, html = [] }: ShellOptions) {
  const indexHtml = createIndexHtml(shellDir, html);
  /**
   * The pages sent lately, by their bytes, with their compressed forms: most requests get a page
   * another got (a screen rendered once per release, the same registry), compressed once. A
   * rendered sign-in or product page is a few times smaller on a phone's connection.
   */
  const encodedPages = new LRUCache<string, EncodedPage>({ max: 200 });
  const encodedPage = (html: string) => {
    const key = createHash('sha256').update(html).digest('base64url');
    let page = encodedPages.get(key);
    if (!page) encodedPages.set(key, (page = { etag: key, html }));
    return page;
  };

  await app.register(fastifyStatic, {
    root: join(shellDir, 'static'),
    prefix: '/static/',
    ...IMMUTABLE,
    // The shell may be built after the gateway starts; index.html's absence is reported instead.
    suppressWarning: true,
  });

  const serveIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request.url);
    // Revalidated on every visit: it names the hashed assets of the current build. A page made
    // for one visitor (a canary's report token) says `private` itself (gateway.ts).
    reply.header('cache-control', 'no-cache');
    const built = await indexHtml(request, reply, path);
    if (built === undefined) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send('The web app is not built yet: run `npm run build -w shell`.');
    }
    // In the request's language (the app's cookie, else Accept-Language), as the screens a release
    // renders into it are.
    const page = withLanguage(built, languageOf(request));
    const vary = reply.getHeader('vary');
    reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header(
        'vary',
        varyByLanguage(vary ? `${String(vary)}, accept-encoding` : 'accept-encoding'),
      );
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page);
    return reply.header('content-encoding', encoding).send(compressed(encodedPage(page), encoding));
  };

  app.get('/', serveIndex);
  app.get<{ Params: { file: string } }>('/:file', async (request, reply) => {
    const { file } = request.params;
    if (file === 'index.html') return serveIndex(request, reply);
    const info = ROOT_FILE_NAME.test(file)
      ? await stat(join(shellDir, file)).catch(() => undefined)
      : undefined;
    if (!info?.isFile()) return reply.callNotFound();
    // The service worker decides what the app keeps: a new one must be seen on the next visit.
    if (NO_CACHE_ROOT_FILES.has(file)) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile(file, shellDir, { cacheControl: false });
    }
    return reply.sendFile(file, shellDir, { maxAge: ROOT_FILE_MAX_AGE_MS, immutable: false });
  });

  app.setNotFoundHandler(async (request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && isPage(pathOf(request.url))) {
      return serveIndex(request, reply);
    }
    // Files, API-like paths and other methods: the API's envelope (gateway-errors.ts).
    return notFound(request, reply);
  });
  return { serveIndex };
}
