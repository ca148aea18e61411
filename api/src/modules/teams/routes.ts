import type { FastifyPluginAsync } from 'fastify';
import {
  cardTemplateSchema,
  organisationErrors as e,
  organisationSchema,
  organisationToasts,
  paths,
  type OrganisationForm,
} from 'shared-contracts';
import { conflict, forbidden, notFound } from '../../lib/http-error.js';
import { parseBody } from '../../lib/parse-body.js';
import { ok } from '../../lib/reply.js';
import { TEAMS_DOCS as DOCS } from './docs.js';
import { runnerOf } from './access.js';
import { createTeamsRepository, organisationOf } from './repository.js';

const teamsRoutes: FastifyPluginAsync = async (app) => {
  const repo = createTeamsRepository(app.db);

  /** The details as sent, the office's district and state as its pincode says. */
  const detailsOf = async (body: unknown): Promise<OrganisationForm> => {
    const details = await parseBody(organisationSchema, body);
    const office = details.officeAddress;
    if (!office) return details;
    const place = await app.pincodes.requirePlace(office.pincode, 'officeAddress.pincode');
    return { ...details, officeAddress: { ...office, ...place } };
  };

  app.get(paths.organisation, DOCS.mine, async (request) => {
    const organisation = await organisationOf(app.db, request.userId);
    if (!organisation) throw notFound(e.notInOne);
    return ok(organisation);
  });

  app.post(paths.organisation, DOCS.create, async (request, reply) => {
    // Its details go on its members' cards and its invoices: whoever makes one has shown they
    // hold their address, as a staff role asks.
    const created = await repo.create(request.userId, await detailsOf(request.body));
    if (created === 'email not verified') throw forbidden(e.emailNotVerified);
    if (created === 'in one already') throw conflict(e.alreadyInOne);
    return reply.status(201).send(ok(created, organisationToasts.created));
  });

  /** Cached copies of the cards a change rewrote are forgotten, here and on every instance. */
  const forget = (cards: string[]) => {
    for (const id of cards) app.publicCards.invalidate(id);
  };

  // The details the template copies change on every member's card with them.
  app.patch(paths.organisation, DOCS.update, async (request) => {
    const { organisationId } = await runnerOf(app.db, request.userId);
    forget(await repo.update(organisationId, request.userId, await detailsOf(request.body)));
    return ok(await organisationOf(app.db, request.userId), organisationToasts.saved);
  });

  app.put(paths.organisationTemplate, DOCS.template, async (request) => {
    const { organisationId } = await runnerOf(app.db, request.userId);
    const template = await parseBody(cardTemplateSchema, request.body);
    forget(await repo.saveTemplate(organisationId, template));
    return ok(await organisationOf(app.db, request.userId), organisationToasts.templateSaved);
  });
};

export default teamsRoutes;
