import {
  paths,
  type ApiSuccess,
  type ChangePasswordRequest,
  type PasswordChangedResult,
} from 'shared-contracts';
import { authApi } from '../../api';

export const changePasswordApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<ApiSuccess<PasswordChangedResult>, ChangePasswordRequest>({
      query: (body) => ({ url: paths.changePassword, method: 'PATCH', body }),
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
