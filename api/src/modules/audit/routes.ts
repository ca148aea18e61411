import type { FastifyPluginAsync } from 'fastify';
import { auditQuerySchema, paths } from 'shared-contracts';
import { parseQuery } from '../../lib/parse-body.js';
import { ok } from '../../lib/reply.js';
import { AUDIT_DOCS } from './docs.js';
import { auditPage } from './record.js';

export const AUDIT_PAGE_SIZE = 50;

/** GET /admin/audit: the log, newest first. There is no route that changes it. */
const auditRoutes: FastifyPluginAsync = async (app) => {
  app.get(paths.staffAudit, AUDIT_DOCS.list, async (request) => {
    const { page } = await parseQuery(auditQuerySchema, request.query);
    const { entries, total } = await auditPage(app.db, page, AUDIT_PAGE_SIZE);
    return ok({ entries, page, pageSize: AUDIT_PAGE_SIZE, total });
  });
};

export default auditRoutes;
