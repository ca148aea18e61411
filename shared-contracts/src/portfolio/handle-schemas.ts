import { mixed, object, type InferType } from 'yup';
import { UNKNOWN_FIELDS_MESSAGE } from '../common/strict.js';
import { handleRuleError, normalizeHandle } from './handle.js';

/**
 * A handle field: `mixed` rather than `string` so a number or an object is a field error, never
 * coerced; the first rule that fails gives the message.
 */
export const handleField = () =>
  mixed<string>()
    // Null reaches the rules (and gets "Choose a personal link"), not yup's own wording.
    .nullable()
    .transform((value: unknown) => normalizeHandle(value))
    .test('handle', (value, context) => {
      const message = handleRuleError(value);
      return message ? context.createError({ message }) : true;
    });

/** PATCH /portfolio/handle. */
export const handleBodySchema = object({ handle: handleField() }).exact(UNKNOWN_FIELDS_MESSAGE);
export type HandleBody = InferType<typeof handleBodySchema>;

/** GET /portfolio/handle/availability?handle=... */
export const handleAvailabilityQuerySchema = object({ handle: handleField() });
