import { convertSchema } from '@sodaru/yup-to-json-schema';
import {
  FULL_NAME_MIN_LENGTH,
  HANDLE_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  PINCODE_LENGTH,
  signupPasswordLabels,
} from 'shared-contracts';
import type { Schema } from 'yup';

export type JsonSchema = ReturnType<typeof convertSchema>;

/** The parts of a yup schema this module reads (yup keeps them public, without types). */
interface YupNode {
  type: string;
  spec: { nullable?: boolean };
  fields?: Record<string, YupNode>;
  innerType?: YupNode;
  tests: Array<{ OPTIONS?: { name?: string; message?: unknown; params?: { regex?: RegExp } } }>;
  /** A lazy schema's choice of schema for a value. */
  resolve?(options: { value: unknown }): YupNode;
}

/** Tests yup itself adds and the converter already turns into keywords. */
const BUILT_IN = new Set([
  'required',
  'defined',
  'nullable',
  'optional',
  'typeError',
  'min',
  'max',
  'length',
  'matches',
  'email',
  'url',
  'uuid',
  'integer',
  'oneOf',
  'notOneOf',
  'exact',
  'noUnknown',
]);

/**
 * Named tests of the shared schemas that JSON Schema can say, at least as a necessary condition
 * (a name's letters are counted as graphemes, never more than its code points).
 */
function keywordsFor(name: string, message: unknown): JsonSchema {
  switch (name) {
    case 'rules':
      return { minLength: PASSWORD_MIN_LENGTH };
    case 'min-length':
      return {
        minLength:
          message === signupPasswordLabels.minLength ? PASSWORD_MIN_LENGTH : FULL_NAME_MIN_LENGTH,
      };
    case 'pincode':
      return { pattern: `^\\d{${PINCODE_LENGTH}}$` };
    // Sent before it is trimmed and its "@" dropped: only a shortest length holds for what is sent.
    case 'handle':
      return { minLength: HANDLE_MIN_LENGTH };
    default:
      return {};
  }
}

/**
 * Named tests that refuse a missing value themselves (the handle's first rule is "Choose a
 * personal link"): the field is required although yup's `required()` is not used.
 */
const REFUSES_MISSING = new Set(['handle']);

// A lazy schema has no tests of its own: those of the schema it picks are read where it is refined.
const testNames = (node: YupNode) => (node.tests ?? []).map((test) => test.OPTIONS?.name ?? '');

/**
 * The converter lists a `mixed` schema's types from its default and `oneOf` only, and loses
 * `nullable()` on the way: a mixed without either comes out as `{"type": []}`, which no value
 * matches. No listed type means any value; otherwise null joins the list when yup allows it. A
 * list of one is written as the one type.
 */
function normalizeType(node: YupNode, json: JsonSchema): void {
  if (!Array.isArray(json.type)) return;
  const types = [...new Set(json.type)];
  if (node.type === 'mixed' && node.spec.nullable && types.length > 0) types.push('null');
  if (types.length === 0) delete json.type;
  else json.type = types.length === 1 ? types[0] : [...new Set(types)];
}

const isRef = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'ref';

/**
 * What the converter cannot see: rules written as named tests (their messages become the
 * description, and a keyword where one fits), e-mail patterns, `exact()` objects; and what it
 * should not say: references to sibling fields (`oneOf([ref(...)])`), and the object defaults yup
 * makes up from its fields.
 */
function refine(given: YupNode, json: JsonSchema): void {
  // A lazy schema is read as the converter reads it: the schema it picks for a missing value.
  const node = given.type === 'lazy' && given.resolve ? given.resolve({ value: undefined }) : given;
  const names = testNames(node);
  normalizeType(node, json);
  if (node.type === 'object') {
    delete json.default;
    if (names.includes('exact') || names.includes('noUnknown')) json.additionalProperties = false;
    const required = new Set(json.required ?? []);
    for (const [key, field] of Object.entries(node.fields ?? {})) {
      const property = json.properties?.[key];
      if (property && typeof property === 'object') refine(field, property);
      if (testNames(field).some((name) => REFUSES_MISSING.has(name))) required.add(key);
    }
    if (required.size > 0) json.required = [...required];
  }
  if (node.type === 'array' && node.innerType && json.items && !Array.isArray(json.items)) {
    if (typeof json.items === 'object') refine(node.innerType, json.items);
  }
  if (Array.isArray(json.enum) && json.enum.some(isRef)) delete json.enum;
  if (json.not && typeof json.not === 'object' && json.not.enum?.some(isRef)) delete json.not;

  const rules: string[] = [];
  for (const test of node.tests) {
    const { name = '', message, params } = test.OPTIONS ?? {};
    // A pattern that needs an @ is an e-mail address: say it as JSON Schema's own format.
    if (name === 'matches' && params?.regex?.source.includes('@')) json.format = 'email';
    if (BUILT_IN.has(name)) continue;
    Object.assign(json, keywordsFor(name, message));
    if (typeof message === 'string' && !message.includes('${')) rules.push(message);
  }
  if (rules.length > 0 && !json.description)
    json.description = rules.map((rule) => rule.replace(/\.?$/, '.')).join(' ');
}

/** The JSON Schema of a shared yup schema, for documentation: yup still does the validating. */
export function toJsonSchema(schema: Schema): JsonSchema {
  const json = convertSchema(schema);
  refine(schema as unknown as YupNode, json);
  return json;
}
