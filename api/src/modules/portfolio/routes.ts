import type { FastifyPluginAsync } from 'fastify';
import { authToasts, createPortfolioSchema, paths, portfolioErrors } from 'shared-contracts';
import { conflict, notFound } from '../../lib/http-error.js';
import { parseBody } from '../../lib/parse-body.js';
import { ok } from '../../lib/reply.js';
import { PORTFOLIO_DOCS as DOCS } from './docs.js';
import { createPortfolioRepository } from './repository.js';

const portfolioRoutes: FastifyPluginAsync = async (app) => {
  const repo = createPortfolioRepository(app.db);

  app.get(paths.portfolio, DOCS.own, async (request) => {
    const found = await repo.findByUserId(request.userId);
    if (!found) throw notFound(portfolioErrors.notFound);
    return ok(found);
  });

  app.post(paths.portfolio, DOCS.create, async (request, reply) => {
    const body = await parseBody(createPortfolioSchema, request.body);
    const place = await app.pincodes.requirePlace(body.addressInfo.pincode, 'addressInfo.pincode');
    const created = await repo.createForUser(request.userId, body, place);
    if (!created) throw conflict(portfolioErrors.alreadyExists);
    return reply.status(201).send(ok(created, authToasts.portfolioLaunched));
  });
};

export default portfolioRoutes;
