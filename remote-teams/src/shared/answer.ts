import type { ApiSuccess } from 'shared-contracts';

/** A change's answer: what the server made of it, and the words to show as a toast. */
export interface Answer<T> {
  result: T;
  message: string | undefined;
}

export const answerOf = <T>(response: ApiSuccess<T>): Answer<T> => ({
  result: response.result,
  message: response.message,
});
