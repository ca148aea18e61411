import { randomUUID } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accountErrors, type TokenClaims } from 'shared-contracts';
import { revokedTokens, users } from '../db/schema/index.js';
import { unauthorized } from '../lib/http-error.js';
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
}

const ALGORITHM = 'HS256';

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

    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.headers.authorization) throw unauthorized(accountErrors.unauthenticated);
      request.userId = await sessionUser(() => request.jwtVerify<TokenClaims>());
    });
    app.decorate('verifySessionToken', (token: string) =>
      sessionUser(async () => app.jwt.verify<TokenClaims>(token)),
    );
  },
  { name: 'auth', dependencies: ['config', 'db'] },
);
