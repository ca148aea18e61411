import { createHash, randomUUID } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  API_TOKEN_PREFIX,
  accountErrors,
  apiTokenErrors,
  type ApiTokenScope,
  type TokenClaims,
} from 'shared-contracts';
import { personalApiTokens, revokedTokens, users } from '../db/schema/index.js';
import { forbidden, unauthorized } from '../lib/http-error.js';
import { resolveJwtSecret } from '../lib/jwt-secret.js';
import { isUuid } from '../lib/uuid.js';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for signed-in routes: a valid, current token, or 401. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    signToken(user: { id: string; tokenVersion: number }): string;
    /**
     * The check `authenticate` makes, for a token that came some other way (the insights owner
     * beacon sends it in its body): the token's user id, or a 401.
     */
    verifySessionToken(token: string): Promise<string>;
  }
  interface FastifyRequest {
    userId: string;
  }
  interface FastifyContextConfig {
    /**
     * The scope a personal API token needs on this signed-in route (issue 31). A route without
     * one takes sessions only: a token there is refused with 403.
     */
    apiTokenScope?: ApiTokenScope;
  }
}

const ALGORITHM = 'HS256';
/** `lastUsedAt` is written at most this often per token: a busy script costs no write a request. */
const LAST_USED_EVERY_MS = 60_000;

/** `Bearer tfp_...`: a personal API token rather than a session's JWT (which never starts so). */
function personalToken(header: string): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  const token = match?.[1];
  return token?.startsWith(API_TOKEN_PREFIX) ? token : null;
}

/**
 * How every domain attaches authentication (modules/<domain>/index.ts): its signed-in routes in
 * one encapsulated scope whose onRequest hook checks the token, before any body is read, so a
 * request without a valid session costs no parsing and learns nothing from the body's checks.
 */
export function signedIn<Options extends object>(
  routes: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return async (scope, options) => {
    scope.addHook('onRequest', scope.authenticate);
    await scope.register(routes, options);
  };
}

export default fp(
  async (app) => {
    const secret = await resolveJwtSecret(app.config.jwtSecret, app.config.dataDir);
    await app.register(fastifyJwt, {
      secret,
      sign: { algorithm: ALGORITHM, expiresIn: app.config.jwtExpiresIn },
      // Only our own algorithm: no "none", no public-key confusion.
      verify: { algorithms: [ALGORITHM] },
    });

    app.decorateRequest('userId', '');
    app.decorate('signToken', (user: { id: string; tokenVersion: number }) =>
      app.jwt.sign({ id: user.id, ver: user.tokenVersion, jti: randomUUID() }),
    );

    /** A verified token's user, if it is current: one function for every way a token arrives. */
    async function sessionUser(verify: () => Promise<TokenClaims>): Promise<string> {
      let claims: TokenClaims;
      try {
        claims = await verify();
      } catch {
        throw unauthorized(accountErrors.sessionExpired);
      }
      // Without a jti and an expiry a token could not be revoked by logout: none is accepted.
      if (!isUuid(claims.id) || !isUuid(claims.jti) || typeof claims.exp !== 'number') {
        throw unauthorized(accountErrors.sessionExpired);
      }
      // One round trip: the account's token version and whether this token was logged out.
      const [user] = await app.db
        .select({ tokenVersion: users.tokenVersion, revoked: revokedTokens.jti })
        .from(users)
        .leftJoin(revokedTokens, eq(revokedTokens.jti, claims.jti))
        .where(eq(users.id, claims.id));
      // A deleted account, a token from before the last password or e-mail change or reset, or
      // one that was logged out.
      if (!user || user.tokenVersion !== claims.ver || user.revoked !== null) {
        throw unauthorized(accountErrors.sessionExpired);
      }
      return claims.id;
    }

    /**
     * A personal API token's user, if the token is live and the route takes tokens with a scope
     * it holds: unknown or revoked is 401, known but not allowed here 403. Only the token's
     * SHA-256 is looked up (modules/api-tokens stores nothing else).
     */
    async function tokenUser(token: string, scope: ApiTokenScope | undefined): Promise<string> {
      const tokenHash = createHash('sha256').update(token).digest('hex');
      const [row] = await app.db
        .select({
          id: personalApiTokens.id,
          userId: personalApiTokens.userId,
          scopes: personalApiTokens.scopes,
        })
        .from(personalApiTokens)
        .where(
          and(eq(personalApiTokens.tokenHash, tokenHash), isNull(personalApiTokens.revokedAt)),
        );
      if (!row) throw unauthorized(apiTokenErrors.invalid);
      if (!scope || !row.scopes.includes(scope)) throw forbidden(apiTokenErrors.forbidden);
      const now = new Date();
      await app.db
        .update(personalApiTokens)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(personalApiTokens.id, row.id),
            or(
              isNull(personalApiTokens.lastUsedAt),
              lt(personalApiTokens.lastUsedAt, new Date(now.getTime() - LAST_USED_EVERY_MS)),
            ),
          ),
        );
      return row.userId;
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (!header) throw unauthorized(accountErrors.unauthenticated);
      const token = personalToken(header);
      request.userId = token
        ? await tokenUser(token, request.routeOptions.config.apiTokenScope)
        : await sessionUser(() => request.jwtVerify<TokenClaims>());
    });
    app.decorate('verifySessionToken', (token: string) =>
      sessionUser(async () => app.jwt.verify<TokenClaims>(token)),
    );
  },
  { name: 'auth', dependencies: ['config', 'db'] },
);
