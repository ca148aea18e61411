import type { ApiSuccess, LoadedCatalogue } from 'shared-contracts';
import { textsOf } from './language.js';

export function ok<T>(result: T, message?: string): ApiSuccess<T> {
  return message === undefined ? { success: true, result } : { success: true, result, message };
}

const LOCALIZE = Symbol('localize');

/**
 * A success whose message has placeholders (`toasts.joined(name)`): English as `ok` makes it,
 * and how to say it in another language, which the errors plugin's hook uses (issue 30).
 */
export function okSaid<T, G extends object>(
  result: T,
  texts: G,
  say: (texts: G) => string,
): ApiSuccess<T> {
  const answer = ok(result, say(texts));
  Object.defineProperty(answer, LOCALIZE, {
    value: (catalogue: LoadedCatalogue) => say(textsOf(texts, catalogue)),
    enumerable: false,
  });
  return answer;
}

/** The message of an `okSaid` answer in a catalogue's language, if it has one. */
export const localizedMessage = (answer: object, catalogue: LoadedCatalogue): string | undefined =>
  (answer as { [LOCALIZE]?: (c: LoadedCatalogue) => string })[LOCALIZE]?.(catalogue);
