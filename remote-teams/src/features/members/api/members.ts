import {
  buildPath,
  paths,
  type ApiSuccess,
  type MemberRoleForm,
  type OrganisationMember,
} from 'shared-contracts';
import { teamsApi } from '../../../api';
import { answerOf, type Answer } from '../../../shared/answer';

const memberPath = (userId: string) => buildPath(paths.organisationMember, { userId });

/**
 * GET /organisation/members (owners and admins), and the changes of one member: a role (PATCH),
 * out of the organisation (DELETE), or its owner (POST /organisation/ownership, the owner's
 * alone, who stays on as an admin). Each change asks for the list again; one that changes the
 * person's own role or the count asks for the organisation too.
 */
export const membersApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    getMembers: build.query<OrganisationMember[], void>({
      query: () => ({ url: paths.organisationMembers }),
      transformResponse: (response: ApiSuccess<OrganisationMember[]>) => response.result,
      providesTags: ['Members'],
    }),
    changeRole: build.mutation<Answer<unknown>, { userId: string } & MemberRoleForm>({
      query: ({ userId, role }) => ({ url: memberPath(userId), method: 'PATCH', body: { role } }),
      transformResponse: (response: ApiSuccess<unknown>) => answerOf(response),
      invalidatesTags: (_, error) => (error ? [] : ['Members']),
    }),
    removeMember: build.mutation<Answer<unknown>, { userId: string }>({
      query: ({ userId }) => ({ url: memberPath(userId), method: 'DELETE' }),
      transformResponse: (response: ApiSuccess<unknown>) => answerOf(response),
      invalidatesTags: (_, error) => (error ? [] : ['Members', 'Organisation']),
    }),
    handOwnership: build.mutation<Answer<unknown>, { userId: string }>({
      query: (body) => ({ url: paths.organisationOwnership, method: 'POST', body }),
      transformResponse: (response: ApiSuccess<unknown>) => answerOf(response),
      invalidatesTags: (_, error) => (error ? [] : ['Members', 'Organisation']),
    }),
  }),
});

export const {
  useGetMembersQuery,
  useChangeRoleMutation,
  useRemoveMemberMutation,
  useHandOwnershipMutation,
} = membersApi;
