import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { shopErrors } from 'shared-contracts';
import { users } from '../db/schema/index.js';
import { HttpError } from '../lib/http-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Hook for admin routes: a valid, current token (401 otherwise) of a user whose role is
     * admin now (403 otherwise). The role is read on every request, so a revoke takes effect at
     * once, whatever tokens are out there.
     */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** The admin routes of a domain, in one scope behind `requireAdmin` (as signedIn, plugins/auth.ts). */
export function adminOnly<Options extends object>(
  routes: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return async (scope, options) => {
    scope.addHook('onRequest', scope.requireAdmin);
    await scope.register(routes, options);
  };
}

export const forbidden = (message: string) => new HttpError(403, message, 'FORBIDDEN');

export default fp(
  async (app) => {
    app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      const [user] = await app.db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, request.userId));
      if (user?.role !== 'admin') throw forbidden(shopErrors.adminOnly);
    });
  },
  { name: 'admin', dependencies: ['auth', 'db'] },
);
