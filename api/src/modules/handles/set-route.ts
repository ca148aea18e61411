import type { FastifyPluginAsync } from 'fastify';
import {
  handleBodySchema,
  handleErrors,
  handleTexts,
  paths,
  portfolioErrors,
} from 'shared-contracts';
import { fieldError, HttpError, notFound } from '../../lib/http-error.js';
import { parseBody } from '../../lib/parse-body.js';
import { ok } from '../../lib/reply.js';
import { createPortfolioRepository } from '../portfolio/public.js';
import { claimHandle } from './claim.js';
import { HANDLE_DOCS } from './docs.js';

/** PATCH /portfolio/handle: the caller's own card only, whatever the body says. */
const setHandleRoute: FastifyPluginAsync = async (app) => {
  const cards = createPortfolioRepository(app.db);

  app.patch(paths.portfolioHandle, HANDLE_DOCS.set, async (request) => {
    const { handle } = await parseBody(handleBodySchema, request.body);
    // The schema's test refuses anything but a valid handle; the cast keeps its type honest.
    const outcome = await claimHandle(app.db, request.userId, String(handle));
    if (outcome === 'no-portfolio') throw notFound(portfolioErrors.notFound);
    if (outcome === 'taken') throw fieldError(409, 'handle', handleErrors.taken);
    if (outcome === 'too-many') {
      const message = handleErrors.tooManyChanges;
      throw new HttpError(429, message, 'RATE_LIMITED', { handle: message });
    }
    // Before the answer leaves: the card, its QR code and the handle's lookups, everywhere.
    app.publicCards.invalidate(request.userId);
    const card = await cards.findByUserId(request.userId);
    if (!card) throw notFound(portfolioErrors.notFound);
    return ok(card, handleTexts.saved);
  });
};

export default setHandleRoute;
