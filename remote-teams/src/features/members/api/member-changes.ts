import { buildPath, paths, type ApiSuccess, type MemberRoleForm } from 'shared-contracts';
import { teamsApi } from '../../../api';
import { answerOf, type Answer } from '../../../shared/answer';

const memberPath = (userId: string) => buildPath(paths.organisationMember, { userId });

/** A change answers its message alone (`result: null`), shown as a toast. */
type ChangeAnswer = Answer<null>;
const toAnswer = (response: ApiSuccess<null>) => answerOf(response);

/**
 * The changes of one member, by the organisation's owner and admins: a role (PATCH), out of the
 * organisation (DELETE), or its owner (POST /organisation/ownership, the owner's alone, who stays
 * on as an admin). The page of members shown is asked for again after each; one that changes the
 * count or the person's own role asks for the organisation again too. A refusal changes nothing.
 */
export const memberChangesApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    changeRole: build.mutation<ChangeAnswer, { userId: string } & MemberRoleForm>({
      query: ({ userId, role }) => ({ url: memberPath(userId), method: 'PATCH', body: { role } }),
      transformResponse: toAnswer,
      invalidatesTags: (_, error) => (error ? [] : ['Members']),
    }),
    removeMember: build.mutation<ChangeAnswer, { userId: string }>({
      query: ({ userId }) => ({ url: memberPath(userId), method: 'DELETE' }),
      transformResponse: toAnswer,
      invalidatesTags: (_, error) => (error ? [] : ['Members', 'Organisation']),
    }),
    handOwnership: build.mutation<ChangeAnswer, { userId: string }>({
      query: (body) => ({ url: paths.organisationOwnership, method: 'POST', body }),
      transformResponse: toAnswer,
      invalidatesTags: (_, error) => (error ? [] : ['Members', 'Organisation']),
    }),
  }),
});

export const { useChangeRoleMutation, useRemoveMemberMutation, useHandOwnershipMutation } =
  memberChangesApi;
