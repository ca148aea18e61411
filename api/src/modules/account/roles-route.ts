import type { FastifyPluginAsync } from 'fastify';
import { backofficeTexts, grantRoleSchema, paths } from 'shared-contracts';
import { HttpError } from '../../lib/http-error.js';
import { parseBody } from '../../lib/parse-body.js';
import { ok } from '../../lib/reply.js';
import { actorOf } from '../../plugins/admin.js';
import { ROLE_DOCS } from './docs.js';
import { grantRole } from './roles.js';

const CODES = { 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT' } as const;

/** PUT /admin/roles: an admin gives an account a role (the console's Roles screen). */
const rolesRoute: FastifyPluginAsync = async (app) => {
  app.put(paths.adminRoles, { bodyLimit: 1024, ...ROLE_DOCS.grant }, async (request) => {
    const { email, role } = await parseBody(grantRoleSchema, request.body);
    const change = await grantRole(app.db, actorOf(request), email, role);
    if (!change.ok) throw new HttpError(change.status, change.message, CODES[change.status]);
    return ok({ email: change.email, role: change.role }, backofficeTexts.roleGranted);
  });
};

export default rolesRoute;
