import { paths, type Order, type OrderListResponse } from 'shared-contracts';
import { ordersApi } from '../../../api';

/** GET /order/user: the person's orders, newest first. */
export const getOrdersApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<Order[], void>({
      query: () => ({ url: paths.userOrders }),
      transformResponse: (response: OrderListResponse) => response.results,
    }),
  }),
});

export const { useGetOrdersQuery } = getOrdersApi;
