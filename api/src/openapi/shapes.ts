import type { JsonSchema } from './yup-json-schema.js';

/** The few building blocks every domain's answer schemas are written with. */
export const STRING: JsonSchema = { type: 'string' };
export const NUMBER: JsonSchema = { type: 'number' };
export const INTEGER: JsonSchema = { type: 'integer' };
export const BOOLEAN: JsonSchema = { type: 'boolean' };
/** An ISO 8601 instant, as `Date.prototype.toJSON` writes it. */
export const INSTANT: JsonSchema = { type: 'string', format: 'date-time' };

export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
export const arrayOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
export const oneOfValues = (values: readonly (string | number | boolean)[]): JsonSchema => ({
  enum: [...values],
});

/**
 * An object whose properties are all present unless named in `optional`. Answers may grow new
 * fields without breaking a client, so others are allowed.
 */
export const objectOf = (
  properties: Record<string, JsonSchema>,
  optional: string[] = [],
): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties).filter((key) => !optional.includes(key)),
});

/** An image an answer names: its storage key, and the name it was uploaded with. */
export const FILE_REF = objectOf({ key: STRING, name: STRING }, ['name']);
