import {
  buildPath,
  paths,
  type ApiSuccess,
  type PortfolioResult,
  type UpdatePortfolioRequest,
} from 'shared-contracts';
import { portfolioApi } from '../../api';

/** Reading and saving the portfolio: shared by the editor, the card pages and the Home preview. */
export const portfolioQueries = portfolioApi.injectEndpoints({
  endpoints: (build) => ({
    getOwnPortfolio: build.query<PortfolioResult, void>({
      query: () => ({ url: paths.portfolio }),
      transformResponse: (response: ApiSuccess<PortfolioResult>) => response.result,
      providesTags: ['OwnPortfolio'],
    }),
    getPublicPortfolio: build.query<PortfolioResult, string>({
      query: (userId) => ({ url: buildPath(paths.publicPortfolio, { userId }) }),
      transformResponse: (response: ApiSuccess<PortfolioResult>) => response.result,
      providesTags: (_result, _error, userId) => [{ type: 'PublicPortfolio', id: userId }],
    }),
    /** Only the sections that changed. A save reloads the portfolio everywhere it is shown. */
    updatePortfolio: build.mutation<ApiSuccess<PortfolioResult>, UpdatePortfolioRequest>({
      query: (body) => ({ url: paths.portfolio, method: 'PATCH', body }),
      invalidatesTags: ['OwnPortfolio', 'PublicPortfolio'],
    }),
  }),
});

export const { useGetOwnPortfolioQuery, useGetPublicPortfolioQuery, useUpdatePortfolioMutation } =
  portfolioQueries;
