import type { FormikProps } from 'formik';

/** A field's message once the person has touched it (or tried to submit). */
export function fieldError<T>(form: FormikProps<T>, name: keyof T & string): string | undefined {
  const touched = form.touched[name];
  const error = form.errors[name];
  return touched && typeof error === 'string' ? error : undefined;
}
