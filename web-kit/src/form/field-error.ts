import { getIn, type FormikProps } from 'formik';

/**
 * A field's message once it was touched (left, or a submit was tried), by Formik path: `email`,
 * `services.0.heading`. Until then the field stays quiet, however wrong it is.
 */
export function fieldError<T>(form: FormikProps<T>, name: string): string | undefined {
  const error: unknown = getIn(form.errors, name);
  return getIn(form.touched, name) && typeof error === 'string' ? error : undefined;
}
