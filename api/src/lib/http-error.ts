import type { LoadedCatalogue } from 'shared-contracts';

/** An error the API answers with as it is: status, message, code and, for a form, field messages. */
export class HttpError extends Error {
  /**
   * The message in another language, for a message with placeholders (`localized`); the errors
   * plugin translates a plain one by its English text.
   */
  localize?: (catalogue: LoadedCatalogue) => string;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, 'BAD_REQUEST', fields);
export const unauthorized = (message: string) => new HttpError(401, message, 'UNAUTHORIZED');
export const forbidden = (message: string) => new HttpError(403, message, 'FORBIDDEN');
export const notFound = (message: string) => new HttpError(404, message, 'NOT_FOUND');
export const conflict = (message: string, fields?: Record<string, string>) =>
  new HttpError(409, message, 'CONFLICT', fields);

/** A field's own message for a form, with the same text as the answer's `message`. */
export const fieldError = (status: 400 | 409, field: string, message: string) =>
  new HttpError(status, message, status === 400 ? 'BAD_REQUEST' : 'CONFLICT', {
    [field]: message,
  });

/** An error whose message has placeholders, with how to say it in a catalogue's language. */
export function localized<E extends HttpError>(
  error: E,
  localize: (catalogue: LoadedCatalogue) => string,
): E {
  error.localize = localize;
  return error;
}
