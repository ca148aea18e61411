import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { apiTokenBodySchema, apiTokenErrors, paths, type CreatedApiToken } from 'shared-contracts';
import { notFound } from '../../lib/http-error.js';
import { parseBody } from '../../lib/parse-body.js';
import { ok } from '../../lib/reply.js';
import { isUuid } from '../../lib/uuid.js';
import { API_TOKEN_DOCS as DOCS } from './docs.js';
import { mintApiToken } from './mint.js';
import { createApiTokenRepository, hashApiToken } from './repository.js';

type TokenRequest = FastifyRequest<{ Params: { id: string } }>;

/**
 * The person's personal API tokens. Signed in with a session only (index.ts): these routes name
 * no token scope, so plugins/auth.ts refuses a token here with 403.
 */
const apiTokenRoutes: FastifyPluginAsync = async (app) => {
  const store = createApiTokenRepository(app.db);
  // The contact routes' limit: one count per person over both.
  const { rateLimit } = app.config.contacts;
  const limited = {
    preHandler: app.rateLimit({
      max: rateLimit.max,
      timeWindow: rateLimit.timeWindowMs,
      keyGenerator: (request: FastifyRequest) => `contacts:${request.userId}`,
    }),
  };

  app.get(paths.apiTokens, { ...limited, ...DOCS.list }, async (request) =>
    ok(await store.list(request.userId)),
  );

  app.post(paths.apiTokens, { ...limited, ...DOCS.create }, async (request, reply) => {
    const { name, scopes } = await parseBody(apiTokenBodySchema, request.body);
    const { token, prefix } = mintApiToken();
    const saved = await store.add(request.userId, {
      name,
      scopes,
      prefix,
      tokenHash: hashApiToken(token),
    });
    const created: CreatedApiToken = { ...saved, token };
    return reply.status(201).send(ok(created));
  });

  app.delete(paths.apiToken, { ...limited, ...DOCS.revoke }, async (request: TokenRequest) => {
    const { id } = request.params;
    const revoked = isUuid(id) && (await store.revoke(request.userId, id));
    if (!revoked) throw notFound(apiTokenErrors.notFound);
    return ok({ revoked: true });
  });
};

export default apiTokenRoutes;
