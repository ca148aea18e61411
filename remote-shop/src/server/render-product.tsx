import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage, loadCatalogue, type Language } from 'shared-contracts';
import { languageChanged, languageSlice, sessionSlice } from 'web-kit';
// The page the shell would give it (colours, type, margins): before the shell's script arrives,
// only the CSS of this build is on the page.
import 'web-kit/base.css';
import { shopApi } from '../api';
import {
  answerProductPage,
  type ProductPageAnswers,
} from '../features/products/api/product-page-answers';
import { ProductScreens } from '../product-page/product-screens';

/**
 * The server build's contract with the gateway, which `require`s
 * `{release}/server/render-product.js` and inlines every CSS file under `{release}/server/`.
 * Raise the version when the input or the meaning of the output changes; the gateway refuses a
 * version it does not know. Version 1 takes an optional `language` and may answer a Promise (the
 * gateway passes the visitor's language and awaits the answer; without one it is English).
 */
export const PRODUCT_RENDER_API = 1;

export interface ProductRenderInput extends ProductPageAnswers {
  /**
   * The visitor's language (the gateway's: their cookie, else Accept-Language): the page's own
   * words (Add to Cart, the prices' labels, the delivery line) in it; English when not given.
   * The product's name and description are the catalogue's, as written.
   */
  language?: Language;
}

/**
 * The product page as a visitor's first paint: the very screen the app renders, from the answers
 * the app would ask for, in a store of its own (nobody signed in). Nothing here reads the browser
 * and no effect runs, so nothing is fetched; the markup is what the product client hydrates, and
 * what the app paints once it has the same answers, so the shell can put its own in its place
 * without a jump. Rendered with Preact, as the client is (rsbuild.config.ts). Answered once the
 * language's texts are loaded (the gateway awaits it).
 */
export async function renderProduct({
  detail,
  delivery,
  language = DEFAULT_LANGUAGE,
}: ProductRenderInput): Promise<string> {
  const catalogue = await loadCatalogue(isLanguage(language) ? language : DEFAULT_LANGUAGE);
  const store = configureStore({
    reducer: combineSlices(sessionSlice, languageSlice, shopApi),
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(shopApi.middleware),
  });
  store.dispatch(languageChanged(catalogue));
  answerProductPage(store.dispatch, { detail, delivery });
  const path = `/product/${encodeURIComponent(detail.results._id)}`;
  const html = renderToString(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <ProductScreens />
      </MemoryRouter>
    </Provider>,
  );
  // RTK Query's subscriptions would keep timers for the cache's lifetime in the gateway.
  store.dispatch(shopApi.util.resetApiState());
  return html;
}
