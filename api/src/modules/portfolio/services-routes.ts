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
import { createFilesRepository } from '../files/public.js';
import { checkFileRefs } from './file-refs.js';
import { toPortfolioService } from './mappers.js';
import { createServicesRepository, type ServiceFields } from './services-repository.js';
import { documented } from '../../openapi/documented.js';

const DOCS = {
  create: documented({
    summary: 'Add a service to your portfolio',
    tags: ['portfolio'],
    auth: 'user',
    body: serviceRequestSchema,
    params: { portfolioId: 'Your portfolio' },
    responses: { 201: 'Added', 404: 'Not your portfolio' },
  }),
  update: documented({
    summary: 'Change one of your services',
    description: 'Fields left out stay as they are; `image: null` removes the picture.',
    tags: ['portfolio'],
    auth: 'user',
    body: serviceUpdateSchema,
    params: { id: 'The service' },
    responses: { 200: 'Changed', 404: 'No such service of yours' },
  }),
  remove: documented({
    summary: 'Delete one of your services',
    tags: ['portfolio'],
    auth: 'user',
    params: { id: 'The service' },
    responses: { 200: 'Deleted', 404: 'No such service of yours' },
  }),
};

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
