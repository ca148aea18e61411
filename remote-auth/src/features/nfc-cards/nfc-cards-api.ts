import { buildPath, paths, type ApiSuccess, type NfcCard } from 'shared-contracts';
import { authApi } from '../../api';

/** What the owner may switch a card to: off when lost, on again when found. */
export type NfcCardChange = { code: string; status: 'lost' | 'active' };

export const nfcCardsApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    getNfcCards: build.query<NfcCard[], void>({
      query: () => ({ url: paths.nfcCards }),
      transformResponse: (response: ApiSuccess<NfcCard[]>) => response.result,
      providesTags: ['NfcCards'],
    }),
    updateNfcCard: build.mutation<ApiSuccess<NfcCard>, NfcCardChange>({
      query: ({ code, status }) => ({
        url: buildPath(paths.nfcCard, { code }),
        method: 'PATCH',
        body: { status },
      }),
      // The answer is the card as it now is: put it in the list in place, no second request.
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        let updated: NfcCard;
        try {
          updated = (await queryFulfilled).data.result;
        } catch {
          return; // the screen reports the failure
        }
        dispatch(
          nfcCardsApi.util.updateQueryData('getNfcCards', undefined, (cards) =>
            cards.map((card) => (card.code === updated.code ? updated : card)),
          ),
        );
      },
    }),
  }),
});

export const { useGetNfcCardsQuery, useUpdateNfcCardMutation } = nfcCardsApi;
