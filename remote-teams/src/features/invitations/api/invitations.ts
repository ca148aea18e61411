import {
  buildPath,
  paths,
  type ApiSuccess,
  type InvitationsSent,
  type InvitePeopleForm,
  type OrganisationInvitation,
} from 'shared-contracts';
import { teamsApi } from '../../../api';
import { answerOf, type Answer } from '../../../shared/answer';

/**
 * GET /organisation/invitations (every one not accepted or withdrawn, expired ones too), POST it
 * with the people to invite (one from the form, or a CSV's good rows), DELETE one to withdraw it.
 * Inviting asks for the list again (its answer is a count); a withdrawal answers the list.
 */
export const invitationsApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    getInvitations: build.query<OrganisationInvitation[], void>({
      query: () => ({ url: paths.organisationInvitations }),
      transformResponse: (response: ApiSuccess<OrganisationInvitation[]>) => response.result,
      providesTags: ['Invitations'],
    }),
    invitePeople: build.mutation<Answer<InvitationsSent>, InvitePeopleForm>({
      query: (body) => ({ url: paths.organisationInvitations, method: 'POST', body }),
      transformResponse: (response: ApiSuccess<InvitationsSent>) => answerOf(response),
      invalidatesTags: (_, error) => (error ? [] : ['Invitations']),
    }),
    withdrawInvitation: build.mutation<Answer<OrganisationInvitation[]>, { id: string }>({
      query: ({ id }) => ({
        url: buildPath(paths.organisationInvitation, { id }),
        method: 'DELETE',
      }),
      transformResponse: (response: ApiSuccess<OrganisationInvitation[]>) => answerOf(response),
      // The invitations still out take the cached list's place.
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          await dispatch(
            invitationsApi.util.upsertQueryData('getInvitations', undefined, data.result),
          );
        } catch {
          // Refused: shown above the list.
        }
      },
    }),
  }),
});

export const { useGetInvitationsQuery, useInvitePeopleMutation, useWithdrawInvitationMutation } =
  invitationsApi;
