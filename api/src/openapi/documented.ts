import type { FastifySchema } from 'fastify';
import type { Schema } from 'yup';
import { toJsonSchema, type JsonSchema } from './yup-json-schema.js';

/** The domains, as the document groups its operations. */
export type Tag =
  | 'health'
  | 'account'
  | 'address book'
  | 'portfolio'
  | 'files'
  | 'pincode'
  | 'cart'
  | 'products'
  | 'orders'
  | 'payments'
  | 'admin';

/** The scheme signed-in routes name in `security`: `Authorization: Bearer <token>`. */
export const BEARER = 'bearerAuth';

export interface RouteDoc {
  summary: string;
  description?: string;
  tags: Tag[];
  /** Who may call: anyone (default), a signed-in person, or an admin. */
  auth?: 'user' | 'admin';
  /** The shared yup schemas the handler validates with (parseBody / parseQuery). */
  body?: Schema;
  querystring?: Schema;
  /** Path parameters, each with what it names. */
  params?: Record<string, string>;
  /** A body that is not JSON, e.g. `multipart/form-data` for uploads. */
  consumes?: string[];
  /** The answers worth knowing, by status; 400/401/403 are added from the above. */
  responses: Record<number, string>;
}

/** Every refusal has this shape (plugins/errors.ts). */
const FAILURE: JsonSchema = {
  type: 'object',
  properties: {
    success: { const: false },
    message: { type: 'string' },
    code: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['success', 'message', 'code'],
};

/** A 304 has no body; a refusal is the failure envelope; a success is described in words. */
function responseSchema(status: number, description: string): JsonSchema {
  if (status === 204 || status === 304) return { type: 'null', description };
  return status >= 400 ? { ...FAILURE, description } : { description };
}

/**
 * Route options that document a route in the OpenAPI document: its shared yup schemas converted
 * to JSON Schema. Documentation only: the API plugin compiles no validator from them (see
 * plugins/openapi.ts), so the handlers' yup validation stays the one that decides.
 */
export function documented(doc: RouteDoc): { schema: FastifySchema } {
  const said: Record<number, string> = { ...doc.responses };
  if (doc.body || doc.querystring || doc.params) {
    said[400] ??= 'The request is not valid: `message` and `fields` say why';
  }
  if (doc.auth) said[401] ??= 'No token, or one that is expired or revoked';
  if (doc.auth === 'admin') said[403] ??= 'Signed in, but not an admin';
  const responses: Record<string, JsonSchema> = {};
  for (const [status, description] of Object.entries(said)) {
    responses[status] = responseSchema(Number(status), description);
  }

  const schema: FastifySchema & Record<string, unknown> = {
    summary: doc.summary,
    tags: doc.tags,
    response: responses,
  };
  if (doc.description) schema.description = doc.description;
  if (doc.auth) schema.security = [{ [BEARER]: [] }];
  if (doc.body) schema.body = toJsonSchema(doc.body);
  if (doc.querystring) schema.querystring = toJsonSchema(doc.querystring);
  if (doc.consumes) schema.consumes = doc.consumes;
  if (doc.params) {
    schema.params = {
      type: 'object',
      properties: Object.fromEntries(
        Object.entries(doc.params).map(([name, description]) => [
          name,
          { type: 'string', description },
        ]),
      ),
      required: Object.keys(doc.params),
    };
  }
  return { schema };
}
