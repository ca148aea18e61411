import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { backofficeErrors, isStaffRole, type Role } from 'shared-contracts';
import { users } from '../db/schema/index.js';
import { HttpError } from '../lib/http-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Hook for the back office's routes (orders, fulfilment, catalogue): a valid, current token
     * (401 otherwise) of a user whose role is staff or admin now (403 otherwise).
     */
    requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Hook for what only an admin does (granting roles): the same, for the admin role. */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    /** The caller's role and e-mail, read by requireStaff / requireAdmin on this request. */
    staff?: { role: Role; email: string };
  }
}

/** The back office's routes of a domain, in one scope behind `requireStaff` (as signedIn). */
export function staffOnly<Options extends object>(
  routes: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return async (scope, options) => {
    scope.addHook('onRequest', scope.requireStaff);
    await scope.register(routes, options);
  };
}

/** Routes only an admin may call, behind `requireAdmin`. */
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
    // The role is read on every request, so a revoke takes effect at once, whatever tokens are out.
    const roleOf = async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      const [user] = await app.db
        .select({ role: users.role, email: users.email })
        .from(users)
        .where(eq(users.id, request.userId));
      request.staff = { role: user?.role ?? 'user', email: user?.email ?? '' };
      return request.staff.role;
    };
    app.decorateRequest('staff', undefined);
    app.decorate('requireStaff', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isStaffRole(await roleOf(request, reply))) throw forbidden(backofficeErrors.staffOnly);
    });
    app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      const role = await roleOf(request, reply);
      if (role !== 'admin') {
        throw forbidden(
          isStaffRole(role) ? backofficeErrors.adminOnly : backofficeErrors.staffOnly,
        );
      }
    });
  },
  { name: 'admin', dependencies: ['auth', 'db'] },
);

/** Who acts, for the audit log: the signed-in staff member (after requireStaff or requireAdmin). */
export const actorOf = (request: FastifyRequest) => ({
  id: request.userId,
  email: request.staff?.email ?? '',
});
