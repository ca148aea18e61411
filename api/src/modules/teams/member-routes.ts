import type { FastifyPluginAsync } from 'fastify';
import {
  memberRoleSchema,
  membersQuerySchema,
  organisationErrors as e,
  organisationToasts as toasts,
  ownershipSchema,
  paths,
} from 'shared-contracts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.js';
import { parseBody, parseQuery } from '../../lib/parse-body.js';
import { ok, okSaid } from '../../lib/reply.js';
import { isUuid } from '../../lib/uuid.js';
import { runnerOf } from './access.js';
import { TEAMS_DOCS as DOCS } from './docs.js';
import { createMemberships, type MemberChange } from './memberships.js';
import { createTeamsRepository, organisationOf } from './repository.js';

type MemberRequest = { Params: { userId: string } };

/** The member's name, or the refusal the change met. */
function changed(change: MemberChange, onOwner: string): string {
  if (typeof change === 'object') return change.name;
  if (change === 'not found') throw notFound(e.memberNotFound);
  if (change === 'the owner') throw forbidden(onOwner);
  if (change === 'yourself') throw badRequest(e.notYourself);
  throw forbidden(e.ownerOnly);
}

/** Who is in an organisation, their roles, and the ways out of it. */
const memberRoutes: FastifyPluginAsync = async (app) => {
  const repo = createTeamsRepository(app.db);
  const memberships = createMemberships(app.db);
  /** Cached copies of the cards a change rewrote are forgotten, here and on every instance. */
  const forgetCards = (change: MemberChange | { cards: string[] }) => {
    if (typeof change === 'object') for (const id of change.cards) app.publicCards.invalidate(id);
  };

  app.get(paths.organisationMembers, DOCS.members, async (request) => {
    const { organisationId } = await runnerOf(app.db, request.userId);
    return ok(
      await repo.members(organisationId, await parseQuery(membersQuerySchema, request.query)),
    );
  });

  app.patch<MemberRequest>(paths.organisationMember, DOCS.setRole, async (request) => {
    const runner = await runnerOf(app.db, request.userId);
    const { role } = await parseBody(memberRoleSchema, request.body);
    const { userId } = request.params;
    if (!isUuid(userId)) throw notFound(e.memberNotFound);
    changed(
      await memberships.setRole(runner.organisationId, runner, userId, role),
      e.ownerRoleFixed,
    );
    return ok(null, toasts.roleSaved);
  });

  app.delete<MemberRequest>(paths.organisationMember, DOCS.remove, async (request) => {
    const runner = await runnerOf(app.db, request.userId);
    const { userId } = request.params;
    if (!isUuid(userId)) throw notFound(e.memberNotFound);
    const removal = await memberships.remove(runner.organisationId, runner, userId);
    const name = changed(removal, e.ownerCannotBeRemoved);
    forgetCards(removal);
    return okSaid(null, toasts, (t) => t.removed(name));
  });

  app.post(paths.organisationOwnership, DOCS.handOver, async (request) => {
    const runner = await runnerOf(app.db, request.userId);
    if (runner.role !== 'owner') throw forbidden(e.ownerOnly);
    const { userId } = await parseBody(ownershipSchema, request.body);
    if (!isUuid(userId)) throw notFound(e.memberNotFound);
    const handing = await memberships.handOver(runner.organisationId, runner.userId, userId);
    const name = changed(handing, e.ownerRoleFixed);
    return okSaid(null, toasts, (t) => t.ownershipHanded(name));
  });

  app.post(paths.organisationLeave, DOCS.leave, async (request) => {
    const organisation = await organisationOf(app.db, request.userId);
    if (!organisation) throw notFound(e.notInOne);
    const left = await memberships.leave(request.userId);
    if (left === 'the owner') throw forbidden(e.ownerCannotLeave);
    forgetCards(left);
    return okSaid(null, toasts, (t) => t.left(organisation.name));
  });
};

export default memberRoutes;
