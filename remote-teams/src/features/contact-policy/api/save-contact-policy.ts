import {
  paths,
  type ApiSuccess,
  type ContactPolicyForm,
  type Organisation,
} from 'shared-contracts';
import { teamsApi } from '../../../api';
import { answerOf, type Answer } from '../../../shared/answer';
import { keepOrganisationAnswer } from '../../../shared/organisation-api';

/**
 * PUT /organisation/contact-policy `{ shareContacts }`: whether contacts sent to members' cards
 * come to the organisation's inbox too. It answers the organisation, which takes the cached one's
 * place; the own card (whose consent line names the organisation, or stops) is asked for again.
 */
export const contactPolicyApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    saveContactPolicy: build.mutation<Answer<Organisation>, ContactPolicyForm>({
      query: (body) => ({ url: paths.organisationContactPolicy, method: 'PUT', body }),
      transformResponse: (response: ApiSuccess<Organisation>) => answerOf(response),
      onQueryStarted: keepOrganisationAnswer,
    }),
  }),
});

export const { useSaveContactPolicyMutation } = contactPolicyApi;
