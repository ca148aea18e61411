import {
  paths,
  type ApiSuccess,
  type CreatePortfolioRequest,
  type PortfolioResult,
} from 'shared-contracts';
import { authApi } from '../../api';

export const onboardingApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    createPortfolio: build.mutation<ApiSuccess<PortfolioResult>, CreatePortfolioRequest>({
      query: (body) => ({ url: paths.portfolio, method: 'POST', body }),
    }),
  }),
});

export const { useCreatePortfolioMutation } = onboardingApi;
