import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { paths } from 'shared-contracts';
import { refuseInheritedKeys } from '../../lib/parse-body.js';
import { ok } from '../../lib/reply.js';
import { handleAvailability } from './availability.js';
import { HANDLE_DOCS } from './docs.js';

/** Asked at each pause in typing: generous, yet no way to walk the whole list of handles. */
export const AVAILABILITY_CHECKS_PER_MINUTE = 120;

type AvailabilityRequest = FastifyRequest<{ Querystring: Record<string, unknown> }>;

/** GET /portfolio/handle/availability?handle=: what the editor shows beside the field. */
const availabilityRoute: FastifyPluginAsync = async (app) => {
  // Per person, not per address: many people share one address behind a proxy. The session is
  // checked before (index.ts), so the person is known.
  const perPerson = app.rateLimit({
    max: AVAILABILITY_CHECKS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `handle-availability:${request.userId}`,
  });

  app.get(
    paths.portfolioHandleAvailability,
    { preHandler: perPerson, ...HANDLE_DOCS.availability },
    async (request: AvailabilityRequest) => {
      refuseInheritedKeys(request.query);
      return ok(await handleAvailability(app.db, request.userId, request.query.handle));
    },
  );
};

export default availabilityRoute;
