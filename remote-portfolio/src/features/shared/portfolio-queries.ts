import {
  buildPath,
  paths,
  type ApiSuccess,
  type HandleAvailability,
  type InsightPeriod,
  type InsightsResult,
  type OwnPortfolioResult,
  publicResultOf,
  type PortfolioResult,
  type SavedCopy,
  type UpdatePortfolioRequest,
} from 'shared-contracts';
import { useMemo } from 'react';
import { resourceReader } from 'web-kit';
import { portfolioApi } from '../../api';

/** Reading and saving the portfolio: shared by the editor, the card pages and the Home preview. */
export const portfolioQueries = portfolioApi
  .enhanceEndpoints({ addTagTypes: ['Insights'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Offline, the service worker's saved copy, which says when it was saved. */
      getOwnPortfolio: build.query<OwnPortfolioResult & SavedCopy, void>({
        query: () => ({ url: paths.portfolio }),
        transformResponse: ({ result, savedCopyAt }: ApiSuccess<OwnPortfolioResult> & SavedCopy) =>
          savedCopyAt ? { ...result, savedCopyAt } : result,
        providesTags: ['OwnPortfolio'],
      }),
      getPublicPortfolio: build.query<PortfolioResult, string>({
        query: (userId) => ({ url: buildPath(paths.publicPortfolio, { userId }) }),
        transformResponse: (response: ApiSuccess<PortfolioResult>) => response.result,
        providesTags: (_result, _error, userId) => [{ type: 'PublicPortfolio', id: userId }],
      }),
      /** Only the sections that changed. A save reloads the portfolio everywhere it is shown. */
      updatePortfolio: build.mutation<ApiSuccess<OwnPortfolioResult>, UpdatePortfolioRequest>({
        query: (body) => ({ url: paths.portfolio, method: 'PATCH', body }),
        invalidatesTags: ['OwnPortfolio', 'PublicPortfolio'],
      }),
      /** Whether a handle may be taken, asked as the person types (the handle is already valid). */
      getHandleAvailability: build.query<HandleAvailability, string>({
        query: (handle) => ({ url: paths.portfolioHandleAvailability, params: { handle } }),
        transformResponse: (response: ApiSuccess<HandleAvailability>) => response.result,
        // Someone else may take a handle at any moment: an answer is only good for a short while.
        keepUnusedDataFor: 10,
      }),
      /**
       * Sets the personal link; answers the handle as stored. The own portfolio in the cache gets
       * it at once, so the menu and the card show the new link without a reload.
       */
      setHandle: build.mutation<string, string>({
        query: (handle) => ({ url: paths.portfolioHandle, method: 'PATCH', body: { handle } }),
        transformResponse: (response: ApiSuccess<unknown>, _meta, handle) =>
          savedHandle(response, handle),
        async onQueryStarted(_handle, { dispatch, queryFulfilled }) {
          try {
            const { data: handle } = await queryFulfilled;
            dispatch(
              portfolioQueries.util.updateQueryData('getOwnPortfolio', undefined, (draft) => {
                draft.portfolio.handle = handle;
              }),
            );
          } catch {
            // The screen shows the failure; the cache keeps the old handle.
          }
        },
        // The card's canonical link changed. Availability answers are not asked again: the one
        // for the saved handle is no longer read (it is the person's own), the rest expire soon.
        invalidatesTags: (_result, error) => (error ? [] : ['PublicPortfolio']),
      }),
      /** The owner's numbers over the last `days` days. */
      getInsights: build.query<InsightsResult, InsightPeriod>({
        query: (days) => ({ url: paths.portfolioInsights, params: { days } }),
        transformResponse: (response: ApiSuccess<InsightsResult>) => response.result,
        providesTags: ['Insights'],
        // Counts move all day: opening the screen again asks again.
        keepUnusedDataFor: 0,
      }),
    }),
  });

/**
 * The handle the server stored: PATCH /portfolio/handle answers it (as `result.handle`, or
 * within the portfolio); the lower-cased handle sent when the answer carries neither.
 */
function savedHandle(response: ApiSuccess<unknown> | undefined, sent: string): string {
  const result = response?.result as
    | { handle?: unknown; portfolio?: { handle?: unknown } }
    | null
    | undefined;
  const handle = result?.handle ?? result?.portfolio?.handle;
  return typeof handle === 'string' && handle ? handle : sent.toLowerCase();
}

/**
 * The own card as its visitors see it, without what the owner hid: the card page, Home's preview
 * and the editor's View show the owner exactly what a stranger gets.
 */
export function useOwnCardQuery() {
  const query = portfolioQueries.useGetOwnPortfolioQuery();
  const data = useMemo(() => query.data && publicResultOf(query.data), [query.data]);
  return { ...query, data, savedCopyAt: query.data?.savedCopyAt };
}

/** The own portfolio is this remote's: other remotes (the shop's review) read it here. */
export const ownPortfolioReader = resourceReader(portfolioQueries.endpoints.getOwnPortfolio);

export const {
  useGetOwnPortfolioQuery,
  useGetPublicPortfolioQuery,
  useUpdatePortfolioMutation,
  useGetHandleAvailabilityQuery,
  useSetHandleMutation,
  useGetInsightsQuery,
} = portfolioQueries;
