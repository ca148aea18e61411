import { AUDIT_ACTIONS, auditQuerySchema } from 'shared-contracts';
import { envelope } from '../../openapi/answers.js';
import { documented } from '../../openapi/documented.js';
import {
  INSTANT,
  INTEGER,
  STRING,
  arrayOf,
  nullable,
  objectOf,
  oneOfValues,
} from '../../openapi/shapes.js';

/** `AuditEntry`: who did what to what, when, with the state before and after. */
export const AUDIT_ENTRY = objectOf({
  _id: STRING,
  at: INSTANT,
  actorId: nullable(STRING),
  actorEmail: STRING,
  action: oneOfValues(AUDIT_ACTIONS),
  subject: STRING,
  before: {},
  after: {},
});

export const AUDIT_DOCS = {
  list: documented({
    operationId: 'listAuditLog',
    summary: 'The staff audit log, newest first',
    description:
      'Every staff action (status change, payment recorded, artwork downloaded, chip written, ' +
      'product edited, role granted), written with the change itself. No route changes it.',
    tags: ['admin'],
    auth: 'staff',
    querystring: auditQuerySchema,
    responses: {
      200: envelope(
        'A page of entries',
        objectOf({
          entries: arrayOf(AUDIT_ENTRY),
          page: INTEGER,
          pageSize: INTEGER,
          total: INTEGER,
        }),
      ),
    },
  }),
};
