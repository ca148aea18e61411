import { buildPath, paths, type Order, type OrderDetailResponse } from 'shared-contracts';
import { ordersApi } from '../../../api';

/** GET /order/user/{id}: one of the person's orders; null when the answer holds none. */
export const getOrderApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    getOrder: build.query<Order | null, string>({
      query: (id) => ({ url: buildPath(paths.userOrder, { id }) }),
      transformResponse: (response: OrderDetailResponse) => response.result ?? null,
    }),
  }),
});

export const { useGetOrderQuery } = getOrderApi;
