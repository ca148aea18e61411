import type { AnyObject, InferType, ObjectSchema } from 'yup';
import { badRequest } from './http-error.js';

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
  return schema.validate(body, { abortEarly: false });
}
