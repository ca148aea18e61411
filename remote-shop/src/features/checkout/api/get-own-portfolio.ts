import { paths, type ApiSuccess, type Portfolio, type PortfolioResult } from 'shared-contracts';
import { shopApi } from '../../../api';

/**
 * GET /portfolio: the card details start from the person's portfolio (name, designation, picture,
 * company logo), and the order names the portfolio by its id. Only the portfolio is kept.
 */
export const ownPortfolioApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getOwnPortfolio: build.query<Portfolio, void>({
      query: () => ({ url: paths.portfolio }),
      transformResponse: (response: ApiSuccess<PortfolioResult>) => response.result.portfolio,
    }),
  }),
});

export const { useGetOwnPortfolioQuery } = ownPortfolioApi;
