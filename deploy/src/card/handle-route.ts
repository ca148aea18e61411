import type { GatewayPort } from 'api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { handleRuleError, normalizeHandle } from 'shared-contracts';
import { goneDocument, unavailableDocument } from './card-document.js';
import { pageTextsOf, varyByLanguage } from '../page-language.js';
import type { cardServer } from './card-server.js';

/**
 * An old handle may be taken back by its owner one day, so a browser keeps its redirect only a
 * while; a spelling (`/@Asha`, `/@@asha`) always means the same link.
 */
const OLD_HANDLE_CACHE = 'public, max-age=300';
const SPELLING_CACHE = 'public, max-age=86400';

/** `?...` of the request, kept across a redirect (`?src=nfc` must survive it). */
const searchOf = (url: string) => {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start);
};

export interface HandleRouteOptions {
  /** Whose card a handle opens (the API's `handles`). */
  handles: GatewayPort['handles'];
  server: ReturnType<typeof cardServer>;
}

/**
 * `GET /@{handle}`: the card of a personal link, the very page `/portfolio/{userId}` serves. Any
 * spelling goes to the stored lower-case one, an old handle to the current one (301, query
 * kept); an unknown one is the 404 page, one whose owner closed their account a 410.
 */
export async function handleRoute(app: FastifyInstance, { handles, server }: HandleRouteOptions) {
  const { serveCard, notFound, routeOptions } = server;

  const redirect = (reply: FastifyReply, location: string, cacheControl: string) =>
    reply.code(301).header('location', location).header('cache-control', cacheControl).send();
  const page = (reply: FastifyReply, status: number, html: string, cacheControl: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', cacheControl)
      .header('vary', varyByLanguage(undefined))
      .send(html);

  app.get<{ Params: { handle: string } }>(
    '/@:handle',
    routeOptions,
    async (request: FastifyRequest<{ Params: { handle: string } }>, reply) => {
      const asked = request.params.handle;
      const handle = String(normalizeHandle(asked));
      // Nothing that breaks the rules was ever given out: no look-up for it.
      if (handleRuleError(handle)) return notFound(request, reply);
      const search = searchOf(request.url);
      if (handle !== asked) return redirect(reply, `/@${handle}${search}`, SPELLING_CACHE);

      let found;
      try {
        found = await handles.lookup(handle);
      } catch (err) {
        request.log.error({ err }, 'the handle could not be looked up');
        const texts = await pageTextsOf(request);
        return page(reply.header('retry-after', '5'), 503, unavailableDocument(texts), 'no-store');
      }
      if (found === null) return notFound(request, reply);
      if (found === 'gone') {
        const html = goneDocument(await pageTextsOf(request));
        return page(reply, 410, html, 'public, max-age=0, s-maxage=300');
      }
      if (found.handle !== handle) {
        return redirect(reply, `/@${found.handle}${search}`, OLD_HANDLE_CACHE);
      }
      const { userId } = found;
      // The app's own page for a card cannot resolve a handle: it is sent to the id's path.
      return serveCard(request, reply, userId, async () =>
        reply
          .code(302)
          .header('location', `/portfolio/${encodeURIComponent(userId)}${search}`)
          .header('cache-control', 'no-store')
          .send(),
      );
    },
  );
}
