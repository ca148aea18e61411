import {
  paths,
  type ApiSuccess,
  type BulkOrderForm,
  type Order,
  type OrganisationOrdersPage,
  type OrganisationPageQuery,
} from 'shared-contracts';
import { teamsApi } from '../../../api';

export interface PlaceCardOrderArgs {
  body: BulkOrderForm;
  /** The same key for every retry of one attempt, so a retry is the same order. */
  idempotencyKey: string;
}

/**
 * GET /organisation/orders?page=: the organisation's bulk orders, newest first; POST one: a card
 * for each member chosen, one delivery address and one payment, answered with the order whose
 * payment link the browser goes to next. The list is asked for again after an order is placed.
 */
export const cardOrdersApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    getCardOrders: build.query<OrganisationOrdersPage, OrganisationPageQuery>({
      query: ({ page }) => ({
        url: paths.organisationOrders,
        params: { page: page > 1 ? page : undefined },
      }),
      transformResponse: (response: ApiSuccess<OrganisationOrdersPage>) => response.result,
      providesTags: ['CardOrders'],
    }),
    placeCardOrder: build.mutation<Order, PlaceCardOrderArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: paths.organisationOrders,
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      transformResponse: (response: ApiSuccess<Order>) => response.result,
      // A refused price or design: the designs are asked for again, with what they cost now.
      invalidatesTags: (_, error) => (error?.status === 409 ? ['Designs'] : ['CardOrders']),
    }),
  }),
});

export const { useGetCardOrdersQuery, usePlaceCardOrderMutation } = cardOrdersApi;
