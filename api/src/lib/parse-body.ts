import { serverErrors, localizeTexts } from 'shared-contracts';
import type { AnyObject, InferType, ObjectSchema } from 'yup';
import { HttpError, badRequest, localized } from './http-error.js';

/**
 * yup finds a schema's fields with `fields[key]`, so a key such as `constructor` or `toString`
 * finds Object.prototype's member instead and yup throws (a 500). Such keys, at any depth, are
 * refused as the unknown fields they are before any schema sees them.
 */
export function refuseInheritedKeys(value: unknown, depth = 0): void {
  if (value === null || typeof value !== 'object' || depth > 32) return;
  for (const [key, inner] of Object.entries(value)) {
    if (key in Object.prototype) {
      throw localized(
        new HttpError(400, serverErrors.unknownFields(key), 'VALIDATION_ERROR'),
        (catalogue) => localizeTexts(serverErrors, catalogue).unknownFields(key),
      );
    }
    refuseInheritedKeys(inner, depth + 1);
  }
}

const UNSTORABLE_TEXT = serverErrors.unstorableText;
/** With the u flag, a surrogate matches only when it is not half of a pair. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * PostgreSQL stores neither U+0000 nor half a surrogate pair (a jsonb column refuses the escape
 * JSON.stringify writes for one: a 500). No schema has a use for either, so a string holding one,
 * at any depth, is refused as its field's fault; `fields` uses Formik's path for it.
 */
export function refuseUnstorableText(value: unknown, path = '', depth = 0): void {
  if (value === null || typeof value !== 'object' || depth > 32) return;
  for (const [key, inner] of Object.entries(value)) {
    const at = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    if (typeof inner === 'string' && (inner.includes('\u0000') || LONE_SURROGATE.test(inner))) {
      throw new HttpError(400, UNSTORABLE_TEXT, 'VALIDATION_ERROR', { [at]: UNSTORABLE_TEXT });
    }
    refuseUnstorableText(inner, at, depth + 1);
  }
}

/**
 * Validates a JSON body with a shared-contracts schema and returns the cast value (trimmed,
 * lower-cased e-mails, +91 phone numbers). A yup ValidationError becomes a 400 with `fields`.
 */
export async function parseBody<S extends ObjectSchema<AnyObject>>(
  schema: S,
  body: unknown,
): Promise<InferType<S>> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest(serverErrors.bodyNotObject);
  }
  refuseInheritedKeys(body);
  refuseUnstorableText(body);
  return schema.validate(body, { abortEarly: false });
}

/** A query string checked by a shared schema, as a body is. */
export async function parseQuery<S extends ObjectSchema<AnyObject>>(
  schema: S,
  query: unknown,
): Promise<InferType<S>> {
  refuseInheritedKeys(query);
  refuseUnstorableText(query);
  return schema.validate(query ?? {}, { abortEarly: false });
}
