import {
  buildPath,
  paths,
  type ApiSuccess,
  type CardMoveForm,
  type OrganisationCard,
  type OrganisationCardsPage,
  type OrganisationCardStatusForm,
  type OrganisationPageQuery,
} from 'shared-contracts';
import { teamsApi } from '../../../api';
import { answerOf, type Answer } from '../../../shared/answer';

type CardAnswer = Answer<OrganisationCard>;

/**
 * GET /organisation/cards?page=: the members' cards, newest first, 50 a page; PATCH one to switch
 * it off or on, POST its move to another member. A change answers the card as it is now, which
 * takes its place in every page held (no second GET); a refusal changes nothing.
 */
export const organisationCardsApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    getOrganisationCards: build.query<OrganisationCardsPage, OrganisationPageQuery>({
      query: ({ page }) => ({
        url: paths.organisationCards,
        params: { page: page > 1 ? page : undefined },
      }),
      transformResponse: (response: ApiSuccess<OrganisationCardsPage>) => response.result,
    }),
  }),
});

const cardChangesApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    switchCard: build.mutation<CardAnswer, { code: string } & OrganisationCardStatusForm>({
      query: ({ code, status }) => ({
        url: buildPath(paths.organisationCard, { code }),
        method: 'PATCH',
        body: { status },
      }),
      transformResponse: (response: ApiSuccess<OrganisationCard>) => answerOf(response),
      onQueryStarted: (_arg, api) => keepCardAnswer(api),
    }),
    moveCard: build.mutation<CardAnswer, { code: string } & CardMoveForm>({
      query: ({ code, userId }) => ({
        url: buildPath(paths.organisationCardMove, { code }),
        method: 'POST',
        body: { userId },
      }),
      transformResponse: (response: ApiSuccess<OrganisationCard>) => answerOf(response),
      onQueryStarted: (_arg, api) => keepCardAnswer(api),
    }),
  }),
});

export const { useGetOrganisationCardsQuery } = organisationCardsApi;
export const { useSwitchCardMutation, useMoveCardMutation } = cardChangesApi;

type CardsState = Parameters<typeof organisationCardsApi.util.selectCachedArgsForQuery>[0];

/** The answered card in the place of the one it was, on whichever page holds it. */
async function keepCardAnswer({
  dispatch,
  getState,
  queryFulfilled,
}: {
  dispatch: (action: ReturnType<typeof organisationCardsApi.util.updateQueryData>) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: CardAnswer }>;
}) {
  let card: OrganisationCard;
  try {
    card = (await queryFulfilled).data.result;
  } catch {
    return; // Refused: the screen that asked shows why.
  }
  const pages = organisationCardsApi.util.selectCachedArgsForQuery(
    getState() as CardsState,
    'getOrganisationCards',
  );
  for (const page of pages) {
    dispatch(
      organisationCardsApi.util.updateQueryData('getOrganisationCards', page, (draft) => {
        const at = draft.cards.findIndex(({ code }) => code === card.code);
        if (at >= 0) draft.cards[at] = card;
      }),
    );
  }
}
