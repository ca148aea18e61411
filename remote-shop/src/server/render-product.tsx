import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { DeliveryEstimate, ProductDetailResponse } from 'shared-contracts';
import { sessionSlice } from 'web-kit';
// The page the shell would give it (colours, type, margins): before the shell's script arrives,
// only the CSS of this build is on the page.
import 'web-kit/base.css';
import { shopApi } from '../api';
import { getProductApi } from '../features/products/api/get-product';
import { ProductDetailPage } from '../features/products/components/product-detail-page';
import { deliveryApi } from '../shared/delivery-line';

/**
 * The server build's contract with the gateway, which `require`s
 * `{release}/server/render-product.js` and inlines every CSS file under `{release}/server/`.
 * Raise the version when the input or the meaning of the output changes; the gateway refuses a
 * version it does not know.
 */
export const PRODUCT_RENDER_API = 1;

export interface ProductRenderInput {
  /** What GET /api/v1/product/{id} answers: the product and the cards to explore from it. */
  detail: ProductDetailResponse;
  /** What GET /api/v1/delivery answers, or null when it could not be read. */
  delivery: DeliveryEstimate | null;
}

/**
 * The product page as a visitor's first paint: the very screen the app renders, from the answers
 * the app would ask for, in a store of its own (nobody signed in). Nothing here reads the browser
 * and no effect runs, so nothing is fetched; the markup is what the app paints once it has the
 * same answers, so the shell can put its own in its place without a jump.
 */
export function renderProduct({ detail, delivery }: ProductRenderInput): string {
  const store = configureStore({
    reducer: combineSlices(sessionSlice, shopApi),
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(shopApi.middleware),
  });
  const id = detail.results._id;
  // Entries, not upsertQueryData: they are in the store at once (the other is a thunk that lands
  // after the render that needs it).
  store.dispatch(
    getProductApi.util.upsertQueryEntries([{ endpointName: 'getProduct', arg: id, value: detail }]),
  );
  if (delivery) {
    store.dispatch(
      deliveryApi.util.upsertQueryEntries([
        { endpointName: 'getDelivery', arg: undefined, value: delivery },
      ]),
    );
  }
  const html = renderToString(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/product/${encodeURIComponent(id)}`]}>
        <Routes>
          <Route path="/product/:id" element={<ProductDetailPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  // RTK Query's subscriptions would keep timers for the cache's lifetime in the gateway.
  store.dispatch(shopApi.util.resetApiState());
  // React puts a preload of the high-priority image before the markup (head material, which the
  // gateway owns): the gateway writes its own.
  return html.slice(html.indexOf('<div'));
}
