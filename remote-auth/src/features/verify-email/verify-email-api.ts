import {
  paths,
  type ApiSuccess,
  type EmailVerifiedResult,
  type VerifyEmailRequest,
} from 'shared-contracts';
import { authApi } from '../../api';

export const verifyEmailApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    verifyEmail: build.mutation<ApiSuccess<EmailVerifiedResult>, VerifyEmailRequest>({
      query: (body) => ({ url: paths.verifyEmail, method: 'POST', body }),
    }),
  }),
});

export const { useVerifyEmailMutation } = verifyEmailApi;
