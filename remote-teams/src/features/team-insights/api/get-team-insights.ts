import {
  INSIGHT_DEFAULT_PERIOD,
  paths,
  type ApiSuccess,
  type InsightPeriod,
  type TeamInsights,
} from 'shared-contracts';
import { teamsApi } from '../../../api';

/**
 * GET /organisation/insights?days=7|30|90&page=: every member's card added up, then a page of
 * members, the most viewed first. Asked again each time the screen opens (cards are viewed
 * meanwhile); the defaults are left out of the address, as the API reads them so.
 */
export const teamInsightsApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    getTeamInsights: build.query<TeamInsights, { days: InsightPeriod; page: number }>({
      query: ({ days, page }) => ({
        url: paths.organisationInsights,
        params: {
          days: days === INSIGHT_DEFAULT_PERIOD ? undefined : days,
          page: page > 1 ? page : undefined,
        },
      }),
      transformResponse: (response: ApiSuccess<TeamInsights>) => response.result,
    }),
  }),
});

export const { useGetTeamInsightsQuery } = teamInsightsApi;
