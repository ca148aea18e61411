import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  NFC_SOURCE_VALUE,
  insightBeaconSchema,
  insightOwnerBeaconSchema,
  insightsQuerySchema,
  paths,
  portfolioErrors,
  type InsightPeriod,
} from 'shared-contracts';
import { clientNetwork } from '../../lib/client-network.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { parseBody, parseQuery } from '../../lib/parse-body.js';
import { ok } from '../../lib/reply.js';
import { checkNetworkCeiling } from '../../lib/shared-rate-limits.js';
import { isUuid } from '../../lib/uuid.js';
import { JSON_BODY_LIMIT } from '../../plugins/body-limits.js';
import { quietLogLevel } from '../portfolio/public.js';
import { INSIGHTS_DOCS as DOCS } from './docs.js';
import { readInsights } from './read-model.js';
import { isPrefetch } from './robots.js';

export const insightErrorTexts = {
  notYourCard: 'This is not your card',
} as const;

/**
 * Beacons per client network and card: a page sends a handful; a script sending thousands is
 * refused. Many visitors behind one carrier address each count on their own card; one network
 * over every card meets the ceiling (20 times this).
 */
export const BEACON_RATE_LIMIT = { max: 120, timeWindow: 60_000 };
const BEACON_LIMIT = { max: BEACON_RATE_LIMIT.max, timeWindowMs: BEACON_RATE_LIMIT.timeWindow };

type CardRequest = FastifyRequest<{ Params: { userId: string } }>;

/** Who sent it, as the visitor hash reads it (the address is never stored). */
const seen = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

const cardId = (request: CardRequest) => {
  const { userId } = request.params;
  // Unknown ids are left out when written; only what cannot be an id is refused here.
  if (!isUuid(userId)) throw notFound(portfolioErrors.notFound);
  return userId;
};

/**
 * sendBeacon sends a string as text/plain: parsed as the JSON it is, within the API's JSON limit,
 * and only in the insights' scope (index.ts; elsewhere text/plain stays refused).
 */
export function acceptBeaconText(app: FastifyInstance) {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT }, json);
}

/** The beacons a card page sends. */
const insightsRoutes: FastifyPluginAsync = async (app) => {
  const beacon = {
    logLevel: quietLogLevel(app.log.level),
    config: {
      rateLimit: {
        ...BEACON_RATE_LIMIT,
        keyGenerator: (request: FastifyRequest) =>
          `beacon:${clientNetwork(request.ip)}|${(request.params as { userId?: string }).userId ?? ''}`,
      },
    },
  };

  app.post(
    paths.portfolioEvents,
    { ...beacon, ...DOCS.events },
    async (request: CardRequest, reply) => {
      await checkNetworkCeiling(app.db, 'beacon', BEACON_LIMIT, request, reply);
      const userId = cardId(request);
      const { kind, link, src } = await parseBody(insightBeaconSchema, request.body);
      const from = { userId, ...seen(request), prefetch: isPrefetch(request.headers) };
      app.insights.record({
        ...from,
        event: kind,
        ...(kind === 'link' && link && { detail: link }),
      });
      if (kind === 'view' && src === NFC_SOURCE_VALUE)
        app.insights.record({ ...from, event: 'nfc' });
      return reply.status(204).send();
    },
  );

  app.post(
    paths.portfolioOwnerEvents,
    { ...beacon, ...DOCS.owner },
    async (request: CardRequest, reply) => {
      const userId = cardId(request);
      const { token } = await parseBody(insightOwnerBeaconSchema, request.body);
      const holder = await app.verifySessionToken(token);
      if (holder !== userId) throw forbidden(insightErrorTexts.notYourCard);
      app.insights.markOwner({ userId, ...seen(request) });
      return reply.status(204).send();
    },
  );
};

/** The card owner's numbers. Signed in (index.ts). */
export const ownInsightsRoutes: FastifyPluginAsync = async (app) => {
  app.get(paths.portfolioInsights, DOCS.read, async (request) => {
    const { days } = await parseQuery(insightsQuerySchema, request.query);
    return ok(await readInsights(app.db, request.userId, days as InsightPeriod, new Date()));
  });
};

export default insightsRoutes;
