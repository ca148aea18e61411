import { API_TOKEN_PREFIX, API_TOKEN_SCOPES, apiTokenBodySchema } from 'shared-contracts';
import { envelope } from '../../openapi/answers.js';
import { documented } from '../../openapi/documented.js';
import { INSTANT, STRING, arrayOf, nullable, objectOf, oneOfValues } from '../../openapi/shapes.js';

const TOKEN_FIELDS = {
  _id: STRING,
  name: STRING,
  prefix: {
    type: 'string',
    description: `The token's first characters after \`${API_TOKEN_PREFIX}\``,
  },
  scopes: arrayOf(oneOfValues(API_TOKEN_SCOPES)),
  createdAt: INSTANT,
  lastUsedAt: nullable(INSTANT),
} as const;
/** `ApiToken`: a token as its owner lists it, never the token itself. */
const API_TOKEN = objectOf(TOKEN_FIELDS);
/** `CreatedApiToken`: the answer that carries the token, once. */
const CREATED_API_TOKEN = objectOf({ ...TOKEN_FIELDS, token: STRING });

const SESSION_ONLY =
  'Signed in with a session: a personal API token cannot list, make or revoke tokens (403).';
const TOKEN_REFUSED = 'A personal API token: tokens are managed with a session only';
const LIMITED = 'Too many requests from this person in a minute';

/** Personal API tokens (issue 31). */
export const API_TOKEN_DOCS = {
  list: documented({
    operationId: 'listApiTokens',
    summary: 'Your personal API tokens',
    description: `Newest first; revoked ones are gone. ${SESSION_ONLY}`,
    tags: ['account'],
    auth: 'user',
    responses: {
      200: envelope('Your tokens, without the tokens themselves', arrayOf(API_TOKEN)),
      403: TOKEN_REFUSED,
      429: LIMITED,
    },
  }),
  create: documented({
    operationId: 'createApiToken',
    summary: 'Make a personal API token to reach your contacts from your own tools',
    description:
      `The answer carries \`token\` (\`${API_TOKEN_PREFIX}\` and 43 characters) this once: only ` +
      'its hash is kept. Send it as `Authorization: Bearer <token>` to the contact routes ' +
      '(/portfolio/leads...): `contacts:read` lists, reads and exports them, `contacts:write` ' +
      `adds, changes and deletes them; no other route accepts it. ${SESSION_ONLY}`,
    tags: ['account'],
    auth: 'user',
    body: apiTokenBodySchema,
    responses: {
      201: envelope('The token, shown this once', CREATED_API_TOKEN),
      403: TOKEN_REFUSED,
      413: 'The body is too large',
      429: LIMITED,
    },
  }),
  revoke: documented({
    operationId: 'revokeApiToken',
    summary: 'Revoke one of your personal API tokens',
    description: `A request that presents it afterwards is answered 401. ${SESSION_ONLY}`,
    tags: ['account'],
    auth: 'user',
    params: { id: 'The token’s id' },
    responses: {
      200: envelope('Revoked', objectOf({ revoked: { const: true } })),
      403: TOKEN_REFUSED,
      404: 'Not one of your tokens',
      429: LIMITED,
    },
  }),
};
