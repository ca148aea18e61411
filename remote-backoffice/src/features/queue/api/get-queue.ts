import { paths, type ApiSuccess, type OrderQueue } from 'shared-contracts';
import { backofficeApi } from '../../../api';
import type { QueueStatus } from '../../../shared/queue-status';

export interface QueueArgs {
  status: QueueStatus;
  q: string;
  page: number;
}

/** GET /admin/orders/queue: one tab's page of orders, matching the search, and every tab's count. */
export const getQueueApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    getQueue: build.query<OrderQueue, QueueArgs>({
      query: ({ status, q, page }) => ({
        url: paths.staffOrderQueue,
        params: { status, ...(q && { q }), page },
      }),
      transformResponse: (response: ApiSuccess<OrderQueue>) => response.result,
      providesTags: ['Queue'],
    }),
  }),
});

export const { useGetQueueQuery } = getQueueApi;
