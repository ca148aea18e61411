/**
 * The `message` of every fault a server will not describe (a 5xx): the API's and the gateway's
 * answers say only this, and the web shows the same words where a request failed that way.
 */
export const MASKED_ERROR_MESSAGE = 'Something went wrong. Please try again later.';

/** The response envelope every JSON endpoint answers with. */
export interface ApiSuccess<T> {
  success: true;
  result: T;
  message?: string;
}

export interface ApiFailure {
  success: false;
  message: string;
  code: string;
  /** Validation messages keyed by the same paths Formik uses (`personalInfo.phoneNumber`). */
  fields?: Record<string, string>;
}

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;
