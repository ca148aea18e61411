import { ValidationError, type Schema } from 'yup';

export interface Problem {
  /** yup's path of the field: `designation`, `services[1].description`. */
  path: string;
  message: string;
}

/**
 * The first thing the section's schema refuses in the values, in the schema's words and field
 * order, or undefined when it takes them: what the line beside a grey Save says.
 */
export function firstProblem(schema: Schema, values: unknown): Problem | undefined {
  try {
    schema.validateSync(values, { abortEarly: false });
    return undefined;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const first = error.inner[0] ?? error;
    return { path: first.path ?? '', message: first.message };
  }
}
