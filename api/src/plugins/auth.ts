import fastifyJwt from '@fastify/jwt';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accountErrors, type TokenClaims } from 'shared-contracts';
import { users } from '../db/schema/index.js';
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
  }
  interface FastifyRequest {
    userId: string;
  }
}

const ALGORITHM = 'HS256';

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
      app.jwt.sign({ id: user.id, ver: user.tokenVersion }),
    );

    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.headers.authorization) throw unauthorized(accountErrors.unauthenticated);
      let claims: TokenClaims;
      try {
        claims = await request.jwtVerify<TokenClaims>();
      } catch {
        throw unauthorized(accountErrors.sessionExpired);
      }
      if (!isUuid(claims.id)) {
        throw unauthorized(accountErrors.sessionExpired);
      }
      const [user] = await app.db
        .select({ tokenVersion: users.tokenVersion })
        .from(users)
        .where(eq(users.id, claims.id));
      // A deleted account, or a token from before the last password change or reset.
      if (!user || user.tokenVersion !== claims.ver) {
        throw unauthorized(accountErrors.sessionExpired);
      }
      request.userId = claims.id;
    });
  },
  { name: 'auth', dependencies: ['config', 'db'] },
);
