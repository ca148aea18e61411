import { setIn, type FormikErrors, type FormikHelpers, type FormikTouched } from 'formik';
import { fieldErrors } from '../host/request';

/** The form's path for a server path, or undefined for a message that names no field here. */
export type ToField = (path: string) => string | undefined;

const samePath: ToField = (path) => path;

/**
 * The API's per-field messages onto the form's own fields, touched so they show. The API names
 * them by request path (`personalInfo.phoneNumber`, `socialMedia[2].link`, read as
 * `socialMedia.2.link`); `toField` turns one into the form's path (the same path by default).
 * Answers whether any message found a field.
 */
export function applyServerErrors<T>(
  error: unknown,
  helpers: Pick<FormikHelpers<T>, 'setErrors' | 'setTouched'>,
  toField: ToField = samePath,
): boolean {
  let errors: FormikErrors<T> = {};
  let touched: FormikTouched<T> = {};
  for (const [path, message] of Object.entries(fieldErrors(error))) {
    const field = toField(path.replace(/\[(\d+)\]/g, '.$1'));
    if (!field) continue;
    errors = setIn(errors, field, message);
    touched = setIn(touched, field, true);
  }
  if (Object.keys(errors).length === 0) return false;
  helpers.setErrors(errors);
  void helpers.setTouched(touched, false);
  return true;
}

/** Paths under one request section: `personalInfo.name` -> `name`. */
export const under =
  (prefix: string): ToField =>
  (path) =>
    path.startsWith(`${prefix}.`) ? path.slice(prefix.length + 1) : undefined;
