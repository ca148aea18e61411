import {
  paths,
  type ApiSuccess,
  type ChangeUsernameRequest,
  type UserProfile,
} from 'shared-contracts';
import { errorMessage, errorStatus } from 'web-kit';
import { authApi } from '../../api';

export const accountApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    changeUsername: build.mutation<ApiSuccess<UserProfile>, ChangeUsernameRequest>({
      query: (body) => ({ url: paths.changeUsername, method: 'PATCH', body }),
    }),
  }),
});

export const { useChangeUsernameMutation } = accountApi;

/**
 * The spec words a refused call ("failure": the server's message, else `failed`) apart from one
 * that never got an answer ("an exception": `exception`).
 */
export function failureMessage(error: unknown, failed: string, exception: string): string {
  const status = errorStatus(error);
  return typeof status === 'number' && status > 0 ? errorMessage(error, failed) : exception;
}
