import { paths, type ApiSuccess, type Dashboard } from 'shared-contracts';
import { backofficeApi } from '../../../api';

/** GET /admin/dashboard: today, the last 30 days, and the work waiting. */
export const getDashboardApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, void>({
      query: () => ({ url: paths.staffDashboard }),
      transformResponse: (response: ApiSuccess<Dashboard>) => response.result,
      // Every move on an order changes the counts the queue shows, and these with them.
      providesTags: ['Queue'],
    }),
  }),
});

export const { useGetDashboardQuery } = getDashboardApi;
