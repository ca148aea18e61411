import { setIn, type FormikErrors, type FormikHelpers, type FormikTouched } from 'formik';
import { fieldErrors } from 'web-kit';

/**
 * The API's per-field messages onto the form's own fields. The API names them by request path
 * (`personalInfo.phoneNumber`, `socialMedia.2.link`); `toField` turns one into the form's path,
 * or undefined for a message that belongs to no field here.
 */
export function applyServerErrors<T>(
  error: unknown,
  helpers: Pick<FormikHelpers<T>, 'setErrors' | 'setTouched'>,
  toField: (path: string) => string | undefined,
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
export const under = (prefix: string) => (path: string) =>
  path.startsWith(`${prefix}.`) ? path.slice(prefix.length + 1) : undefined;
