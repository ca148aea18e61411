import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { DeliveryEstimate, ProductDetailResponse } from 'shared-contracts';
import { deliveryApi } from '../../../shared/delivery-line';
import { getProductApi } from './get-product';

/** What the product page is rendered from: the API's answers the app would ask for. */
export interface ProductPageAnswers {
  /** What GET /api/v1/product/{id} answers: the product and the cards to explore from it. */
  detail: ProductDetailResponse;
  /** What GET /api/v1/shop/delivery answers, or null when it could not be read. */
  delivery: DeliveryEstimate | null;
}

/**
 * Puts the answers in a store's cache, as if the page had asked for them: the server's render
 * and the product client's hydration paint the same page from the same answers, with nothing
 * fetched. Entries, not upsertQueryData: they are in the store at once (the other is a thunk that
 * lands after the render that needs them).
 */
export function answerProductPage(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  { detail, delivery }: ProductPageAnswers,
) {
  dispatch(
    getProductApi.util.upsertQueryEntries([
      { endpointName: 'getProduct', arg: detail.results._id, value: detail },
    ]),
  );
  if (delivery) {
    dispatch(
      deliveryApi.util.upsertQueryEntries([
        { endpointName: 'getDelivery', arg: undefined, value: delivery },
      ]),
    );
  }
}
