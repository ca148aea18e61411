import { paths, type ApiSuccess, type DeliveryEstimate } from 'shared-contracts';

/**
 * GET /shop/delivery, the API's DELIVERY_DAYS setting: one definition for every remote whose
 * screens say when cards arrive (the shop's delivery line, the order's thank-you), each building
 * it into its own slice. The same all session long.
 */
export const deliveryQuery = {
  query: () => ({ url: paths.delivery }),
  transformResponse: (response: ApiSuccess<DeliveryEstimate>) => response.result,
  keepUnusedDataFor: 60 * 60,
};
