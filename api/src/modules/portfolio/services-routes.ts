import type { FastifyPluginAsync } from 'fastify';
import {
  MAX_SERVICES,
  paths,
  portfolioErrors,
  portfolioValidation,
  serviceRequestSchema,
  serviceUpdateSchema,
} from 'shared-contracts';
import { badRequest, notFound } from '../../lib/http-error.js';
import { parseBody } from '../../lib/parse-body.js';
import { ok } from '../../lib/reply.js';
import { isUuid } from '../../lib/uuid.js';
import { checkFileRefs, createFilesRepository } from '../files/public.js';
import { SERVICE_DOCS as DOCS } from './docs.js';
import { toPortfolioService } from './mappers.js';
import { createServicesRepository, type ServiceFields } from './services-repository.js';

/** One service at a time: add to the caller's own portfolio, change or delete one of its own. */
const servicesRoutes: FastifyPluginAsync = async (app) => {
  const services = createServicesRepository(app.db);

  app.post<{ Params: { portfolioId: string } }>(
    paths.createService,
    DOCS.create,
    async (request, reply) => {
      const { portfolioId } = request.params;
      const body = await parseBody(serviceRequestSchema, request.body);
      const created = await app.db.transaction(async (tx) => {
        // Inside the save's transaction: the uploads' collector cannot remove the picture between
        // this check and the commit (the check locks the file's row).
        const storedRef = await checkFileRefs(createFilesRepository(tx), request.userId, {
          image: body.image,
        });
        const own = createServicesRepository(tx);
        const portfolio = await own.lockOwnPortfolio(request.userId);
        // Another person's portfolio id answers exactly like one that does not exist.
        if (!portfolio || !isUuid(portfolioId) || portfolio.id !== portfolioId) {
          throw notFound(portfolioErrors.notFound);
        }
        const existing = await own.list(portfolio.id);
        if (existing.length >= MAX_SERVICES) throw badRequest(portfolioValidation.servicesAtMost);
        const position = Math.max(-1, ...existing.map((row) => row.position)) + 1;
        const fields = { heading: body.heading, description: body.description };
        return own.create(portfolio.id, { ...fields, image: storedRef(body.image) }, position);
      });
      return reply.status(201).send(ok(toPortfolioService(created)));
    },
  );

  app.patch<{ Params: { id: string } }>(paths.service, DOCS.update, async (request) => {
    const { id } = request.params;
    // The schema refuses a blank field and an empty change, and leaves out what was not sent: an
    // image left out stays as it is, while null clears it.
    const { heading, description, image } = await parseBody(serviceUpdateSchema, request.body);
    const changes: Partial<ServiceFields> = {
      ...(heading !== undefined && { heading }),
      ...(description !== undefined && { description }),
    };
    const updated = await app.db.transaction(async (tx) => {
      // As above: the picture is checked and saved in one transaction, safe from the collector.
      if (image !== undefined) {
        const storedRef = await checkFileRefs(createFilesRepository(tx), request.userId, { image });
        changes.image = storedRef(image);
      }
      return isUuid(id) ? createServicesRepository(tx).update(request.userId, id, changes) : null;
    });
    if (!updated) throw notFound(portfolioErrors.serviceNotFound);
    return ok(toPortfolioService(updated));
  });

  app.delete<{ Params: { id: string } }>(paths.service, DOCS.remove, async (request) => {
    const { id } = request.params;
    const deleted = isUuid(id) ? await services.delete(request.userId, id) : null;
    if (!deleted) throw notFound(portfolioErrors.serviceNotFound);
    return ok({ _id: deleted.id });
  });
};

export default servicesRoutes;
