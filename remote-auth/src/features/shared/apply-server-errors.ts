import type { FormikHelpers } from 'formik';
import { fieldErrors } from 'web-kit';

/** The API's per-field messages go onto the fields they name (same paths as Formik's). */
export function applyServerErrors<T>(
  error: unknown,
  helpers: Pick<FormikHelpers<T>, 'setErrors' | 'setTouched'>,
) {
  const fields = fieldErrors(error);
  if (Object.keys(fields).length === 0) return;
  helpers.setErrors(fields as never);
  helpers.setTouched(Object.fromEntries(Object.keys(fields).map((k) => [k, true])) as never, false);
}
