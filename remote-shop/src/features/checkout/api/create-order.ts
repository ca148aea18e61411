import {
  paths,
  type Order,
  type OrderCreateRequest,
  type OrderCreateResponse,
} from 'shared-contracts';
import { shopApi } from '../../../api';

export interface CreateOrderArgs {
  body: OrderCreateRequest;
  /** The same key for every retry of one checkout attempt, so a retry is the same order. */
  idempotencyKey: string;
}

/** POST /order: cart -> order -> payment link, in one server transaction. */
export const createOrderApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    createOrder: build.mutation<Order, CreateOrderArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: paths.orders,
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      transformResponse: (response: OrderCreateResponse) => response.result,
    }),
  }),
});

export const { useCreateOrderMutation } = createOrderApi;
