import {
  buildPath,
  paths,
  type ApiSuccess,
  type MemberRoleForm,
  type OrganisationMember,
} from 'shared-contracts';
import { teamsApi } from '../../../api';
import { answerOf, type Answer } from '../../../shared/answer';
import { membersSaved } from './get-members';

const memberPath = (userId: string) => buildPath(paths.organisationMember, { userId });

type MembersAnswer = Answer<OrganisationMember[]>;

/** The members a change answered take the cached list's place; a refusal leaves it. */
async function keepMembers(
  _request: unknown,
  {
    dispatch,
    queryFulfilled,
  }: {
    dispatch: (action: ReturnType<typeof membersSaved>) => unknown;
    queryFulfilled: Promise<{ data: MembersAnswer }>;
  },
) {
  try {
    const { data } = await queryFulfilled;
    await dispatch(membersSaved(data.result));
  } catch {
    // Refused: the sheet shows why.
  }
}

/**
 * The changes of one member, by the organisation's owner and admins: a role (PATCH), out of the
 * organisation (DELETE), or its owner (POST /organisation/ownership, the owner's alone, who stays
 * on as an admin). Each answers the members as they now are; one that changes the count or the
 * person's own role asks for the organisation again.
 */
export const memberChangesApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    changeRole: build.mutation<MembersAnswer, { userId: string } & MemberRoleForm>({
      query: ({ userId, role }) => ({ url: memberPath(userId), method: 'PATCH', body: { role } }),
      transformResponse: (response: ApiSuccess<OrganisationMember[]>) => answerOf(response),
      onQueryStarted: keepMembers,
    }),
    removeMember: build.mutation<MembersAnswer, { userId: string }>({
      query: ({ userId }) => ({ url: memberPath(userId), method: 'DELETE' }),
      transformResponse: (response: ApiSuccess<OrganisationMember[]>) => answerOf(response),
      onQueryStarted: keepMembers,
      invalidatesTags: (_, error) => (error ? [] : ['Organisation']),
    }),
    handOwnership: build.mutation<MembersAnswer, { userId: string }>({
      query: (body) => ({ url: paths.organisationOwnership, method: 'POST', body }),
      transformResponse: (response: ApiSuccess<OrganisationMember[]>) => answerOf(response),
      onQueryStarted: keepMembers,
      invalidatesTags: (_, error) => (error ? [] : ['Organisation']),
    }),
  }),
});

export const { useChangeRoleMutation, useRemoveMemberMutation, useHandOwnershipMutation } =
  memberChangesApi;
