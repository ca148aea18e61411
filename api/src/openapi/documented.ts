import type { FastifySchema } from 'fastify';
import type { Schema } from 'yup';
import { FAILURE, envelopeSchema, type Answer } from './answers.js';
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
  | 'invoices'
  | 'teams'
  | 'admin';

/** The scheme signed-in routes name in `security`: `Authorization: Bearer <token>`. */
export const BEARER = 'bearerAuth';

/**
 * Where a route's answers travel in its `schema`: under a key Fastify does not read, so no
 * serializer is ever compiled from them (fast-json-stringify would drop the fields a schema does
 * not name and reorder the rest). plugins/openapi.ts hands them to the document only.
 */
export const DOCUMENTED_ANSWERS = 'documentedAnswers';

export interface RouteDoc {
  /** Unique in the document: what a generated client names the call. */
  operationId: string;
  summary: string;
  description?: string;
  tags: Tag[];
  /** Who may call: anyone (default), a signed-in person, staff (or an admin), or an admin. */
  auth?: 'user' | 'staff' | 'admin';
  /** The shared yup schemas the handler validates with (parseBody / parseQuery), or JSON Schema. */
  body?: Schema | JsonSchema;
  querystring?: Schema | JsonSchema;
  /**
   * Path parameters in the order the path has them, each with what it names. The document uses
   * these names whatever the route calls them, so one position has one name across a path's
   * methods (see plugins/openapi.ts).
   */
  params?: Record<string, string>;
  /** A body that is not JSON, e.g. `application/x-www-form-urlencoded`. */
  consumes?: string[];
  /** A `multipart/form-data` body: its file fields, each with what it takes. */
  files?: Record<string, string>;
  /** Every answer, by status: a success's body (answers.ts), a refusal's meaning. */
  responses: Record<number, Answer | string>;
}

export type DocumentedSchema = FastifySchema & { [DOCUMENTED_ANSWERS]: Record<string, unknown> };

const isYup = (schema: Schema | JsonSchema): schema is Schema =>
  '__isYupSchema__' in (schema as object);
const jsonSchemaOf = (schema: Schema | JsonSchema) =>
  isYup(schema) ? toJsonSchema(schema) : schema;

const jsonContent = (schema: JsonSchema) => ({ 'application/json': { schema } });

/** One answer as @fastify/swagger reads a response (a `type: 'null'` one has no body). */
function responseOf(operationId: string, status: number, answer: Answer | string) {
  if (typeof answer === 'string') {
    if (status < 400)
      throw new Error(`${operationId}: the ${status} answer needs its body's shape`);
    return { description: answer, content: jsonContent(FAILURE) };
  }
  switch (answer.kind) {
    case 'envelope':
      return {
        description: answer.description,
        content: jsonContent(envelopeSchema(answer.result)),
      };
    case 'json':
      return { description: answer.description, content: jsonContent(answer.schema) };
    case 'media':
      return {
        description: answer.description,
        content: Object.fromEntries(
          Object.entries(answer.content).map(([type, schema]) => [type, { schema }]),
        ),
      };
    case 'empty':
      return {
        description: answer.description,
        type: 'null',
        ...(answer.headers && { headers: answer.headers }),
      };
  }
}

function multipartBody(files: Record<string, string>): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(files).map(([name, description]) => [
        name,
        { type: 'string', format: 'binary', description },
      ]),
    ),
    required: Object.keys(files),
  };
}

/**
 * Route options that document a route in the OpenAPI document. Documentation only: the API
 * plugin compiles no validator from the request schemas (see plugins/openapi.ts), so the
 * handlers' yup validation stays the one that decides, and the answers are kept where Fastify
 * does not look.
 */
export function documented(doc: RouteDoc): { schema: DocumentedSchema } {
  const said: Record<number, Answer | string> = { ...doc.responses };
  if (doc.body || doc.querystring || doc.params) {
    said[400] ??= 'The request is not valid: `message` and `fields` say why';
  }
  if (doc.auth) said[401] ??= 'No token, or one that is expired or revoked';
  if (doc.auth === 'admin') said[403] ??= 'Signed in, but not an admin';
  if (doc.auth === 'staff') said[403] ??= 'Signed in, but not staff or an admin';
  // A personal API token (`tfp_...`) opens only the routes that name its scope (plugins/auth.ts).
  if (doc.auth) said[403] ??= 'A personal API token: this route takes a signed-in session only';
  const answers = Object.fromEntries(
    Object.entries(said).map(([status, answer]) => [
      status,
      responseOf(doc.operationId, Number(status), answer),
    ]),
  );

  const schema: DocumentedSchema & Record<string, unknown> = {
    operationId: doc.operationId,
    summary: doc.summary,
    tags: doc.tags,
    security: doc.auth ? [{ [BEARER]: [] }] : [],
    [DOCUMENTED_ANSWERS]: answers,
  };
  if (doc.description) schema.description = doc.description;
  if (doc.body) schema.body = jsonSchemaOf(doc.body);
  if (doc.files) {
    schema.body = multipartBody(doc.files);
    schema.consumes = ['multipart/form-data'];
  }
  if (doc.querystring) schema.querystring = jsonSchemaOf(doc.querystring);
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
