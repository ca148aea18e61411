import { paths, type ApiSuccess, type LoginRequest, type LoginResult } from 'shared-contracts';
import { authApi } from '../../api';

export const loginApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<ApiSuccess<LoginResult>, LoginRequest>({
      query: (body) => ({ url: paths.login, method: 'PATCH', body }),
    }),
  }),
});

export const { useLoginMutation } = loginApi;
