import {
  paths,
  type ApiSuccess,
  type ChangeEmailRequest,
  type EmailChangeRequestedResult,
} from 'shared-contracts';
import { authApi } from '../../api';

export const changeEmailApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    changeEmail: build.mutation<ApiSuccess<EmailChangeRequestedResult>, ChangeEmailRequest>({
      query: (body) => ({ url: paths.changeEmail, method: 'PATCH', body }),
    }),
  }),
});

export const { useChangeEmailMutation } = changeEmailApi;
