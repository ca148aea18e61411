import type { GatewayPort } from 'api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cardPath } from 'shared-contracts';
import {
  noLongerActiveDocument,
  notFoundDocument,
  tooManyUnknownCodesDocument,
  unavailableDocument,
} from './card-document.js';
import { pageTextsOf, varyByLanguage } from '../page-language.js';
import { unknownCodeLimiter, type UnknownCodeLimit } from './unknown-codes.js';
import { visitOf } from './view-counter.js';

/** Longer than any code, shorter than anything worth a database look-up. */
const MAX_CODE_LENGTH = 32;

export interface NfcRouteOptions {
  /**
   * Whose card a code opens (the API's `nfcCards`): the owner and their current handle while the
   * card is active, 'inactive' when it is lost, deactivated or ownerless, null for a code never
   * given out.
   */
  cards: GatewayPort['nfcCards'];
  /** The API's insights: each tap that is redirected is an `nfc` event. */
  views: GatewayPort['insights'];
  /** Unknown codes allowed per client network (UNKNOWN_CODE_LIMIT by default). */
  unknownCodes?: UnknownCodeLimit;
}

/**
 * `GET /c/{code}`: what an NFC card's chip holds. An active card redirects (302) to its owner's
 * current card, `/@handle` or `/portfolio/{id}`, and counts the tap here; the page it lands on
 * counts its own view, so the redirect carries no `?src=nfc` (that would count the tap twice).
 * Nothing here may be kept by a browser or a CDN: a card marked lost, reactivated or moved to
 * another person must answer so with the very next tap.
 */
export async function nfcRoute(
  app: FastifyInstance,
  { cards, views, unknownCodes }: NfcRouteOptions,
) {
  const limiter = unknownCodeLimiter(unknownCodes);
  const page = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('vary', varyByLanguage(undefined))
      .send(html);

  app.get<{ Params: { code: string } }>('/c/:code', async (request, reply) => {
    const { code } = request.params;
    // Its small pages are in the visitor's language; a redirect says nothing.
    const texts = () => pageTextsOf(request);
    const wait = limiter.waitSeconds(request.ip);
    if (wait > 0) {
      const html = tooManyUnknownCodesDocument(await texts());
      return page(reply.header('retry-after', String(wait)), 429, html);
    }
    if (code.length > MAX_CODE_LENGTH) {
      limiter.missed(request.ip);
      return page(reply, 404, notFoundDocument(await texts()));
    }
    let found;
    try {
      found = await cards.resolve(code);
    } catch (err) {
      request.log.error({ err }, 'the NFC card could not be looked up');
      return page(reply.header('retry-after', '5'), 503, unavailableDocument(await texts()));
    }
    if (found === null) {
      limiter.missed(request.ip);
      return page(reply, 404, notFoundDocument(await texts()));
    }
    if (found === 'inactive') return page(reply, 410, noLongerActiveDocument(await texts()));
    // A HEAD (a link checker) or a browser fetching ahead of a tap is no tap.
    if (request.method === 'GET') {
      views.record({ userId: found.userId, event: 'nfc', ...visitOf(request) });
    }
    return reply
      .code(302)
      .header('location', cardPath(found))
      .header('cache-control', 'no-store')
      .send();
  });
}
