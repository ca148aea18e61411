import { envelope } from '../../openapi/answers.js';
import { documented } from '../../openapi/documented.js';
import { objectOf, oneOfValues } from '../../openapi/shapes.js';

export const HEALTH_DOCS = documented({
  operationId: 'getHealth',
  summary: 'Is the API up, and does its database answer?',
  tags: ['health'],
  responses: {
    200: envelope(
      'Up: `database` names the driver',
      objectOf({ status: { const: 'ok' }, database: oneOfValues(['pglite', 'pg']) }),
    ),
    503: 'The database does not answer',
  },
});
