import { getIn, setIn, type FormikErrors } from 'formik';
import { ValidationError, type AnySchema } from 'yup';

/** A form path for a request path: the office address's fields sit at the top of their form. */
export type ToFormPath = (requestPath: string) => string;

const samePath: ToFormPath = (path) => path;

/**
 * A Formik `validate` that checks, with the shared schema, the request the form would send rather
 * than the text as typed, so the screen says exactly what the API would, each message on the field
 * it names.
 */
export function validateWith<Values, Request>(
  schema: AnySchema,
  requestOf: (values: Values) => Request,
  toFormPath: ToFormPath = samePath,
) {
  return async (values: Values): Promise<FormikErrors<Values>> => {
    try {
      await schema.validate(requestOf(values), { abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      let errors: FormikErrors<Values> = {};
      for (const failure of error.inner.length > 0 ? error.inner : [error]) {
        const path = toFormPath(failure.path ?? '');
        // The first message of a field is the one it shows.
        if (path && failure.message && !getIn(errors, path)) {
          errors = setIn(errors, path, failure.message);
        }
      }
      return errors;
    }
  };
}
