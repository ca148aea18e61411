import { buildPath, paths, type ApiSuccess, type Order } from 'shared-contracts';
import { ordersApi } from '../../../api';
import type { PaymentCallback } from '../utils/payment-callback';

/**
 * POST /order/user/{id}/payment-callback: the query Razorpay put on the return URL, for the
 * server to check its signature. It answers the order, placed when the payment was good.
 */
export const confirmPaymentApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    confirmPayment: build.mutation<Order, { id: string; callback: PaymentCallback }>({
      query: ({ id, callback }) => ({
        url: buildPath(paths.orderPaymentCallback, { id }),
        method: 'POST',
        body: callback,
      }),
      transformResponse: (response: ApiSuccess<Order>) => response.result,
    }),
  }),
});

export const { useConfirmPaymentMutation } = confirmPaymentApi;
