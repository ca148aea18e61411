import { paths, type ApiSuccess, type DeliveryEstimate } from 'shared-contracts';
import { ordersApi } from '../../../api';

export const deliveryApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /shop/delivery: the API's DELIVERY_DAYS, which the shop's delivery line says too. */
    getDelivery: build.query<DeliveryEstimate, void>({
      query: () => ({ url: paths.delivery }),
      transformResponse: (response: ApiSuccess<DeliveryEstimate>) => response.result,
      keepUnusedDataFor: 60 * 60,
    }),
  }),
});

export const { useGetDeliveryQuery } = deliveryApi;
