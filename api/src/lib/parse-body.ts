import type { AnyObject, InferType, ObjectSchema } from 'yup';
import { HttpError, badRequest } from './http-error.js';

/**
 * yup finds a schema's fields with `fields[key]`, so a key such as `constructor` or `toString`
 * finds Object.prototype's member instead and yup throws (a 500). Such keys, at any depth, are
 * refused as the unknown fields they are before any schema sees them.
 */
export function refuseInheritedKeys(value: unknown, depth = 0): void {
  if (value === null || typeof value !== 'object' || depth > 32) return;
  for (const [key, inner] of Object.entries(value)) {
    if (key in Object.prototype) {
      throw new HttpError(400, `Unknown field(s): ${key}`, 'VALIDATION_ERROR');
    }
    refuseInheritedKeys(inner, depth + 1);
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
    throw badRequest('The request body must be a JSON object');
  }
  refuseInheritedKeys(body);
  return schema.validate(body, { abortEarly: false });
}

/** A query string checked by a shared schema, as a body is. */
export async function parseQuery<S extends ObjectSchema<AnyObject>>(
  schema: S,
  query: unknown,
): Promise<InferType<S>> {
  refuseInheritedKeys(query);
  return schema.validate(query ?? {}, { abortEarly: false });
}
