import type { FastifyPluginAsync } from 'fastify';
import {
  cardMoveSchema,
  organisationCardStatusSchema,
  organisationErrors as e,
  organisationPageQuerySchema,
  organisationToasts as toasts,
  paths,
} from 'shared-contracts';
import { conflict, notFound } from '../../lib/http-error.js';
import { parseBody, parseQuery } from '../../lib/parse-body.js';
import { ok, okSaid } from '../../lib/reply.js';
import { isUuid } from '../../lib/uuid.js';
import { normalizeNfcCode } from '../nfc-cards/public.js';
import { runnerOf } from './access.js';
import { TEAMS_CARD_DOCS as DOCS } from './card-docs.js';
import { memberName } from './memberships.js';
import { moveCard, organisationCards, switchCard } from './organisation-cards.js';

type CardRequest = { Params: { code: string } };

/** The members' NFC cards: the admins see them all, and switch or pass on those they paid for. */
const cardRoutes: FastifyPluginAsync = async (app) => {
  app.get(paths.organisationCards, DOCS.list, async (request) => {
    const { organisationId } = await runnerOf(app.db, request.userId);
    const { page } = await parseQuery(organisationPageQuerySchema, request.query);
    return ok(await organisationCards(app.db, organisationId, page));
  });

  app.patch<CardRequest>(paths.organisationCard, DOCS.switch, async (request) => {
    const { organisationId } = await runnerOf(app.db, request.userId);
    const { status } = await parseBody(organisationCardStatusSchema, request.body);
    const active = status === 'active';
    const code = normalizeNfcCode(request.params.code);
    const changed = code
      ? await app.db.transaction((tx) => switchCard(tx, organisationId, code, active))
      : 'not found';
    if (changed === 'not found') throw notFound(e.cardNotFound);
    if (changed === 'holder gone') throw conflict(e.cardHolderGone);
    return okSaid(changed, toasts, (t) => t.cardSwitched(active));
  });

  app.post<CardRequest>(paths.organisationCardMove, DOCS.move, async (request) => {
    const { organisationId } = await runnerOf(app.db, request.userId);
    const { userId } = await parseBody(cardMoveSchema, request.body);
    const code = normalizeNfcCode(request.params.code);
    const moved = await app.db.transaction(async (tx) => {
      const name = isUuid(userId) ? await memberName(tx, organisationId, userId) : undefined;
      if (name === undefined) throw notFound(e.memberNotFound);
      const card = code ? await moveCard(tx, organisationId, code, userId) : undefined;
      if (!card) throw notFound(e.cardNotFound);
      return { card, name };
    });
    return okSaid(moved.card, toasts, (t) => t.cardMoved(moved.name));
  });
};

export default cardRoutes;
