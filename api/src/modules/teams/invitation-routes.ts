import type { FastifyPluginAsync } from 'fastify';
import {
  invitationTokenSchema,
  invitePeopleSchema,
  mailedLink,
  organisationErrors as e,
  organisationToasts as toasts,
  paths,
} from 'shared-contracts';
import { HttpError, conflict, forbidden, localized, notFound } from '../../lib/http-error.js';
import { textsOf } from '../../lib/language.js';
import { parseBody } from '../../lib/parse-body.js';
import { ok, okSaid } from '../../lib/reply.js';
import { isUuid } from '../../lib/uuid.js';
import { signedIn } from '../../plugins/auth.js';
import { runnerOf } from './access.js';
import { TEAMS_DOCS as DOCS } from './docs.js';
import { invitationMail } from './invitation-mail.js';
import { createInvitations } from './invitations.js';
import { createAccountRepository } from '../account/public.js';
import { organisationOf } from './repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Invitations one organisation may send in a day: two full CSV files, and no mail cannon. */
export const INVITATIONS_PER_DAY = 2000;
/**
 * A thousand people, each with every field at its longest and every character escaped, in JSON:
 * over the API's usual 64 KiB.
 */
const INVITE_BODY_LIMIT = 1024 * 1024;

/** Sending, listing and withdrawing invitations: the organisation's owners and admins. */
const organisationInvitationRoutes: FastifyPluginAsync = async (app) => {
  const invitations = createInvitations(app.db);
  const accounts = createAccountRepository(app.db);

  app.get(paths.organisationInvitations, DOCS.invitations, async (request) => {
    const { organisationId } = await runnerOf(app.db, request.userId);
    return ok(await invitations.list(organisationId));
  });

  const inviteOptions = { ...DOCS.invite, bodyLimit: INVITE_BODY_LIMIT };
  app.post(paths.organisationInvitations, inviteOptions, async (request, reply) => {
    const runner = await runnerOf(app.db, request.userId);
    const { people } = await parseBody(invitePeopleSchema, request.body);
    const today = await invitations.sentSince(runner.organisationId, new Date(Date.now() - DAY_MS));
    if (today + people.length > INVITATIONS_PER_DAY) {
      throw localized(
        new HttpError(429, e.tooManyInvitations(INVITATIONS_PER_DAY), 'RATE_LIMITED'),
        (catalogue) => textsOf(e, catalogue).tooManyInvitations(INVITATIONS_PER_DAY),
      );
    }
    const { sent, alreadyMembers } = await invitations.invite(
      runner.organisationId,
      runner.userId,
      people,
    );
    const organisation = (await organisationOf(app.db, runner.userId))!;
    const inviter = await accounts.findById(runner.userId);
    const invitedBy = inviter?.name ?? '';
    for (const { person, token, expiresAt } of sent) {
      // In the invitee's own language when they have an account, else in the inviter's.
      const invitee = await accounts.findByEmail(person.email);
      app.mailer.send(
        invitationMail({
          to: person.email,
          name: person.name,
          organisation: organisation.name,
          invitedBy,
          link: mailedLink(app.config.publicUrl, '/join', token),
          expiresAt,
          language: invitee?.language ?? inviter?.language ?? 'en',
        }),
      );
    }
    const answer = { sent: sent.length, alreadyMembers };
    return reply.status(201).send(okSaid(answer, toasts, (t) => t.invited(sent.length)));
  });

  app.delete<{ Params: { id: string } }>(
    paths.organisationInvitation,
    DOCS.withdraw,
    async (request) => {
      const { organisationId } = await runnerOf(app.db, request.userId);
      const { id } = request.params;
      if (!isUuid(id) || !(await invitations.withdraw(organisationId, id))) {
        throw notFound(e.invitationNotFound);
      }
      return ok(await invitations.list(organisationId), toasts.revoked);
    },
  );
};

/** The link's own routes: anyone holding it may see what it invites to; accepting signs in. */
const invitationLinkRoutes: FastifyPluginAsync = async (app) => {
  const invitations = createInvitations(app.db);

  app.post(paths.invitationOpen, DOCS.openInvitation, async (request) => {
    const { token } = await parseBody(invitationTokenSchema, request.body);
    const preview = await invitations.open(token);
    if (!preview) throw notFound(e.invitationNotFound);
    return ok(preview);
  });

  await app.register(
    signedIn(async (signed) => {
      signed.post(paths.invitationAccept, DOCS.acceptInvitation, async (request) => {
        const { token } = await parseBody(invitationTokenSchema, request.body);
        const answer = await invitations.accept(token, request.userId);
        if ('joined' in answer) {
          for (const id of answer.cards) app.publicCards.invalidate(id);
          const { joined } = answer;
          return okSaid(joined, toasts, (t) => t.joined(joined.name));
        }
        if (answer.refused === 'not found') throw notFound(e.invitationNotFound);
        if (answer.refused === 'for another') {
          const { email } = answer;
          throw localized(forbidden(e.invitationForAnother(email)), (catalogue) =>
            textsOf(e, catalogue).invitationForAnother(email),
          );
        }
        throw conflict(e.alreadyInOne);
      });
    }),
  );
};

export { invitationLinkRoutes, organisationInvitationRoutes };
