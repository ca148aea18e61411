import { paths, type ApiSuccess, type Organisation, type OrganisationForm } from 'shared-contracts';
import { teamsApi } from '../../../api';
import { answerOf, type Answer } from '../../../shared/answer';
import { keepOrganisationAnswer, ownCardChanged } from '../../../shared/organisation-api';

/**
 * POST /organisation (the person becomes its owner), PATCH it (owners and admins), POST
 * /organisation/leave. A create or a save answers the organisation, which takes the cached one's
 * place; leaving makes the person's organisation none, asked for again.
 */
export const organisationChangesApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    createOrganisation: build.mutation<Answer<Organisation>, OrganisationForm>({
      query: (body) => ({ url: paths.organisation, method: 'POST', body }),
      transformResponse: (response: ApiSuccess<Organisation>) => answerOf(response),
      onQueryStarted: keepOrganisationAnswer,
    }),
    updateOrganisation: build.mutation<Answer<Organisation>, OrganisationForm>({
      query: (body) => ({ url: paths.organisation, method: 'PATCH', body }),
      transformResponse: (response: ApiSuccess<Organisation>) => answerOf(response),
      onQueryStarted: keepOrganisationAnswer,
    }),
    leaveOrganisation: build.mutation<Answer<unknown>, void>({
      query: () => ({ url: paths.organisationLeave, method: 'POST' }),
      transformResponse: (response: ApiSuccess<unknown>) => answerOf(response),
      // Its lists are asked for afresh whenever a console opens, so only the organisation here.
      invalidatesTags: (_, error) => (error ? [] : ['Organisation']),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          ownCardChanged(dispatch);
        } catch {
          // Refused: the sheet shows why.
        }
      },
    }),
  }),
});

export const {
  useCreateOrganisationMutation,
  useUpdateOrganisationMutation,
  useLeaveOrganisationMutation,
} = organisationChangesApi;
