import { paths, type ApiSuccess, type RegisterResult, type SignupRequest } from 'shared-contracts';
import { authApi } from '../../api';

export const registerApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<ApiSuccess<RegisterResult>, SignupRequest>({
      query: (body) => ({ url: paths.register, method: 'POST', body }),
    }),
  }),
});

export const { useRegisterMutation } = registerApi;
