import {
  paths,
  type ApiSuccess,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
} from 'shared-contracts';
import { authApi } from '../../api';

export const passwordResetApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<ApiSuccess<null>, ForgotPasswordRequest>({
      query: (body) => ({ url: paths.forgetPassword, method: 'PATCH', body }),
    }),
    resetPassword: build.mutation<ApiSuccess<null>, ResetPasswordRequest>({
      query: (body) => ({ url: paths.resetPassword, method: 'PATCH', body }),
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation } = passwordResetApi;
