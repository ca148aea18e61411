import { getIn, type FormikProps } from 'formik';

/** A field's message once it was touched (left, or a Save was tried), by Formik path. */
export function fieldError<T>(form: FormikProps<T>, name: string): string | undefined {
  const error: unknown = getIn(form.errors, name);
  return getIn(form.touched, name) && typeof error === 'string' ? error : undefined;
}
