import type { FastifyPluginAsync } from 'fastify';
import { authToasts, paths, type TokenClaims } from 'shared-contracts';
import { isUuid } from '../../lib/uuid.js';
import { ok } from '../../lib/reply.js';
import { createRevokedTokens } from './revoked-tokens.js';
import { ACCOUNT_DOCS as DOCS } from './docs.js';

/** Logout takes no body; anything sent is ignored, and more than this is refused with 413. */
const LOGOUT_BODY_LIMIT = 1024;

/**
 * POST /user/logout ends the presented token on the server. It always answers the same success:
 * the device forgets its session either way, and a token that is missing, forged, expired or
 * already revoked has nothing left to end (so a retry, or a second tab, sees no error).
 */
const logoutRoute: FastifyPluginAsync = async (app) => {
  const revoked = createRevokedTokens(app.db);

  app.post(paths.logout, { bodyLimit: LOGOUT_BODY_LIMIT, ...DOCS.logout }, async (request) => {
    const claims = await request.jwtVerify<TokenClaims>().catch(() => null);
    if (claims && isUuid(claims.jti) && typeof claims.exp === 'number') {
      await revoked.revoke(claims.jti, new Date(claims.exp * 1000));
    }
    return ok(null, authToasts.loggedOut);
  });
};

export default logoutRoute;
