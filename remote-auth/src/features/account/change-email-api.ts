import {
  paths,
  type ApiSuccess,
  type ChangeEmailRequest,
  type UserProfile,
} from 'shared-contracts';
import { authApi } from '../../api';

export const changeEmailApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    changeEmail: build.mutation<ApiSuccess<UserProfile>, ChangeEmailRequest>({
      query: (body) => ({ url: paths.changeEmail, method: 'PATCH', body }),
    }),
  }),
});

export const { useChangeEmailMutation } = changeEmailApi;
