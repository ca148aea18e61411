import type { DeliveryEstimate } from 'shared-contracts';
import { deliveryQuery } from 'web-kit';
import { ordersApi } from '../../../api';

/** The shop's delivery days, which the thank-you after paying says too. */
export const deliveryApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({ getDelivery: build.query<DeliveryEstimate, void>(deliveryQuery) }),
});

export const { useGetDeliveryQuery } = deliveryApi;
