import type { JsonSchema } from './yup-json-schema.js';

/**
 * How one documented answer looks on the wire. A success always names its body: the API's JSON
 * envelope around a `result`, a JSON body of its own shape, bytes of other media types, or
 * nothing at all (204, 303, 304). A refusal is the failure envelope, described in words.
 */
export type Answer =
  | { kind: 'envelope'; description: string; result: JsonSchema }
  | { kind: 'json'; description: string; schema: JsonSchema }
  | { kind: 'media'; description: string; content: Record<string, JsonSchema> }
  | { kind: 'empty'; description: string; headers?: Record<string, JsonSchema> };

/** `{ success: true, result, message? }`: what `ok()` (lib/reply.ts) sends. */
export const envelope = (description: string, result: JsonSchema): Answer => ({
  kind: 'envelope',
  description,
  result,
});

/** A JSON body that is not the envelope: the catalogue's `results`, the postal API's array. */
export const json = (description: string, schema: JsonSchema): Answer => ({
  kind: 'json',
  description,
  schema,
});

/** Bytes of the given media types (an image, a zip archive, a vCard). */
export const media = (description: string, types: string[], schema = BINARY): Answer => ({
  kind: 'media',
  description,
  content: Object.fromEntries(types.map((type) => [type, schema])),
});

/** No body: 204, a redirect (with its `Location`), 304. */
export const empty = (description: string, headers?: Record<string, JsonSchema>): Answer => ({
  kind: 'empty',
  description,
  ...(headers && { headers }),
});

/** A file's bytes, as OpenAPI 3.1 says it (any content). */
export const BINARY: JsonSchema = { type: 'string', format: 'binary' };

/** Every refusal has this shape (plugins/errors.ts). */
export const FAILURE: JsonSchema = {
  type: 'object',
  properties: {
    success: { const: false },
    message: { type: 'string' },
    code: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['success', 'message', 'code'],
};

export function envelopeSchema(result: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: {
      success: { const: true },
      result,
      message: { type: 'string', description: 'A text to show the person, when there is one' },
    },
    required: ['success', 'result'],
  };
}
