import type { FastifyPluginAsync } from 'fastify';
import {
  contactPolicySchema,
  organisationToasts as toasts,
  paths,
  teamInsightsQuerySchema,
  type InsightPeriod,
} from 'shared-contracts';
import { attachment } from '../../lib/content-disposition.js';
import { parseBody, parseQuery } from '../../lib/parse-body.js';
import { ok } from '../../lib/reply.js';
import { runnerOf } from './access.js';
import { TEAMS_DOCS as DOCS } from './docs.js';
import { createTeamsRepository, organisationOf } from './repository.js';
import { inboxCsv, inboxOf } from './shared-inbox.js';
import { teamInsights } from './team-insights.js';

/** What an organisation sees of its members' cards: their numbers, and the contacts shared. */
const inboxRoutes: FastifyPluginAsync = async (app) => {
  const repo = createTeamsRepository(app.db);

  app.get(paths.organisationInsights, DOCS.insights, async (request) => {
    const { organisationId } = await runnerOf(app.db, request.userId);
    const { days, page } = await parseQuery(teamInsightsQuerySchema, request.query);
    return ok(await teamInsights(app.db, organisationId, days as InsightPeriod, page, new Date()));
  });

  app.put(paths.organisationContactPolicy, DOCS.contactPolicy, async (request) => {
    const { organisationId } = await runnerOf(app.db, request.userId);
    const { shareContacts } = await parseBody(contactPolicySchema, request.body);
    // The consent line of every member's card names the organisation, or stops naming it.
    for (const id of await repo.saveContactPolicy(organisationId, shareContacts)) {
      app.publicCards.invalidate(id);
    }
    return ok(
      await organisationOf(app.db, request.userId),
      toasts.contactPolicySaved(shareContacts),
    );
  });

  app.get(paths.organisationLeads, DOCS.leads, async (request) => {
    const { organisationId } = await runnerOf(app.db, request.userId);
    return ok(await inboxOf(app.db, organisationId));
  });

  app.get(paths.organisationLeadsCsv, DOCS.leadsCsv, async (request, reply) => {
    const { organisationId } = await runnerOf(app.db, request.userId);
    const csv = await inboxCsv(app.db, organisationId);
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', attachment('contacts.csv', 'contacts.csv'))
      .send(csv);
  });
};

export default inboxRoutes;
