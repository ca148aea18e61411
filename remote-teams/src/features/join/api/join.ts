import {
  paths,
  type ApiSuccess,
  type InvitationPreview,
  type Organisation,
} from 'shared-contracts';
import { teamsApi } from '../../../api';
import { answerOf, type Answer } from '../../../shared/answer';
import { keepOrganisationAnswer } from '../../../shared/organisation-api';

/**
 * POST /invitations/open (public: what a link invites to, without using it) and
 * /invitations/accept (signed in: joins). Opening is a read, cached by its token; a join answers
 * the organisation, which becomes the person's cached one, so `/teams` shows it at once.
 */
export const joinApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    openInvitation: build.query<InvitationPreview, string>({
      query: (token) => ({ url: paths.invitationOpen, method: 'POST', body: { token } }),
      transformResponse: (response: ApiSuccess<InvitationPreview>) => response.result,
    }),
    acceptInvitation: build.mutation<Answer<Organisation>, string>({
      query: (token) => ({ url: paths.invitationAccept, method: 'POST', body: { token } }),
      transformResponse: (response: ApiSuccess<Organisation>) => answerOf(response),
      onQueryStarted: keepOrganisationAnswer,
    }),
  }),
});

export const { useOpenInvitationQuery, useAcceptInvitationMutation } = joinApi;
