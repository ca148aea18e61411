import type { FastifyPluginAsync } from 'fastify';
import { nfcCardErrors, paths, type ApiSuccess, type NfcCard } from 'shared-contracts';
import { notFound } from '../../lib/http-error.js';
import { parseBody } from '../../lib/parse-body.js';
import { ok } from '../../lib/reply.js';
import { normalizeNfcCode } from './codes.js';
import { NFC_CARD_DOCS as DOCS } from './docs.js';
import { cardsByCode, cardsOfUser, setOwnCardStatus } from './repository.js';
import { nfcCardStatusSchema } from './status-body.js';

/** `{"status":"active"}` and then some: anything larger is no status change. */
const STATUS_BODY_LIMIT = 1024;

/** A person's own cards: list them, mark one lost or reactivate it. Signed in (index.ts). */
const nfcCardRoutes: FastifyPluginAsync = async (app) => {
  const { publicUrl } = app.config;

  app.get(paths.nfcCards, DOCS.list, async (request): Promise<ApiSuccess<NfcCard[]>> =>
    ok(await cardsOfUser(app.db, request.userId, publicUrl)),
  );

  app.patch<{ Params: { code: string } }>(
    paths.nfcCard,
    { bodyLimit: STATUS_BODY_LIMIT, ...DOCS.update },
    async (request): Promise<ApiSuccess<NfcCard>> => {
      const { status } = await parseBody(nfcCardStatusSchema, request.body);
      const code = normalizeNfcCode(request.params.code);
      const row = code && (await setOwnCardStatus(app.db, request.userId, code, status));
      if (!row) throw notFound(nfcCardErrors.notFound);
      const [card] = await cardsByCode(app.db, [row.code], publicUrl);
      return ok(card!);
    },
  );
};

export default nfcCardRoutes;
