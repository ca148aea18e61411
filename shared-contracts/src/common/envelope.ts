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
