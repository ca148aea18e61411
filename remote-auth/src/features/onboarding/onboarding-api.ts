import {
  paths,
  type ApiSuccess,
  type CreatePortfolioRequest,
  type PortfolioResult,
} from 'shared-contracts';
import { resourceChanged } from 'web-kit';
import { authApi } from '../../api';

export const onboardingApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    createPortfolio: build.mutation<ApiSuccess<PortfolioResult>, CreatePortfolioRequest>({
      query: (body) => ({ url: paths.portfolio, method: 'POST', body }),
      // The portfolio is remote-portfolio's: its slice asks for it again. The address book is
      // this remote's, and onboarding's address became its first entry: it is asked for again.
      invalidatesTags: (result) => (result ? ['AddressBook'] : []),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // the screen reports the failure
        }
        dispatch(resourceChanged('OwnPortfolio'));
      },
    }),
  }),
});

export const { useCreatePortfolioMutation } = onboardingApi;
