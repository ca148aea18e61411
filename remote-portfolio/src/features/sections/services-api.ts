import {
  paths,
  type ApiSuccess,
  type OwnPortfolioResult,
  type UpdatePortfolioRequest,
} from 'shared-contracts';
import { portfolioApi } from '../../api';
import { portfolioQueries } from '../shared/portfolio-queries';

/** The services page's whole content: the server replaces the stored list with it. */
export type ServicesSave = Required<Pick<UpdatePortfolioRequest, 'serviceHeading' | 'services'>>;

/**
 * The services page saves in one request, PATCH /portfolio with the heading and the whole list,
 * which the server applies in one transaction. Images were uploaded when they were picked; the
 * list carries their keys. The answer is the saved portfolio, and it becomes the cached one: the
 * editor shows what the server stored (ids, normalised text) without reloading it.
 */
export const servicesApi = portfolioApi.injectEndpoints({
  endpoints: (build) => ({
    saveServices: build.mutation<ApiSuccess<OwnPortfolioResult>, ServicesSave>({
      query: (body) => ({ url: paths.portfolio, method: 'PATCH', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            portfolioQueries.util.updateQueryData('getOwnPortfolio', undefined, () => data.result),
          );
        } catch {
          // A refused save changed nothing: the cache stays as it was, and the page says why.
        }
      },
      // The own card as the public sees it is another cache entry; it reloads if it is shown.
      invalidatesTags: (answer) =>
        answer ? [{ type: 'PublicPortfolio', id: answer.result.portfolio.userId }] : [],
    }),
  }),
});

export const { useSaveServicesMutation } = servicesApi;
