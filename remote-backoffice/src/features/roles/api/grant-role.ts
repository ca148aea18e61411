import { paths, type ApiSuccess, type GrantRoleForm, type Role } from 'shared-contracts';
import { backofficeApi } from '../../../api';

export interface RoleAnswer {
  result: { email: string; role: Role };
  message: string | undefined;
}

/** PUT /admin/roles (admins only): gives the account with this e-mail a role. */
export const grantRoleApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    grantRole: build.mutation<RoleAnswer, GrantRoleForm>({
      query: (body) => ({ url: paths.adminRoles, method: 'PUT', body }),
      transformResponse: (response: ApiSuccess<{ email: string; role: Role }>) => ({
        result: response.result,
        message: response.message,
      }),
      // The grant is in the log.
      invalidatesTags: ['Audit'],
    }),
  }),
});

export const { useGrantRoleMutation } = grantRoleApi;
