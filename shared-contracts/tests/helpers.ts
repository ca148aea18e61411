import { ValidationError } from 'yup';

/** Anything with yup's `validate`: every schema shared-contracts exports. */
export interface Validatable<T> {
  validate(value: unknown, options?: { abortEarly?: boolean }): Promise<T>;
}

/** Either the cast value, or every message per path (`''` is the object itself). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; messages: Record<string, string[]> };

export async function check<T>(schema: Validatable<T>, input: unknown): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await schema.validate(input, { abortEarly: false }) };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const messages: Record<string, string[]> = {};
    const failures = error.inner.length > 0 ? error.inner : [error];
    for (const failure of failures) {
      const path = failure.path ?? '';
      (messages[path] ??= []).push(failure.message);
    }
    return { ok: false, messages };
  }
}

/** The cast value; fails the test with the messages when the input is refused. */
export async function valueOf<T>(schema: Validatable<T>, input: unknown): Promise<T> {
  const outcome = await check(schema, input);
  if (!outcome.ok) {
    throw new Error(`Expected the input to pass, got ${JSON.stringify(outcome.messages)}`);
  }
  return outcome.value;
}

/** Every message per path; fails the test when the input passes. */
export async function allErrorsOf<T>(
  schema: Validatable<T>,
  input: unknown,
): Promise<Record<string, string[]>> {
  const outcome = await check(schema, input);
  if (outcome.ok) {
    throw new Error(`Expected the input to be refused, got ${JSON.stringify(outcome.value)}`);
  }
  return outcome.messages;
}

/** The first message per path, the one a form shows; fails the test when the input passes. */
export async function errorsOf<T>(
  schema: Validatable<T>,
  input: unknown,
): Promise<Record<string, string>> {
  const messages = await allErrorsOf(schema, input);
  return Object.fromEntries(Object.entries(messages).map(([path, list]) => [path, list[0] ?? '']));
}
