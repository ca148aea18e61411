import { paths, type ApiSuccess, type CardTemplateForm, type Organisation } from 'shared-contracts';
import { teamsApi } from '../../../api';
import { answerOf, type Answer } from '../../../shared/answer';
import { keepOrganisationAnswer } from '../../../shared/organisation-api';

/**
 * PUT /organisation/template: which details go on every member's card, and which are locked. It
 * answers the organisation, which takes the cached one's place; the own card is asked for again,
 * the server having written the template onto it.
 */
export const templateApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    saveTemplate: build.mutation<Answer<Organisation>, CardTemplateForm>({
      query: (body) => ({ url: paths.organisationTemplate, method: 'PUT', body }),
      transformResponse: (response: ApiSuccess<Organisation>) => answerOf(response),
      onQueryStarted: keepOrganisationAnswer,
    }),
  }),
});

export const { useSaveTemplateMutation } = templateApi;
