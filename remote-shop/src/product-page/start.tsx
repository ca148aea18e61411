import { PRERENDERED_SCREEN_ID } from 'shared-contracts';
import { loggedIn, type HostClient } from 'web-kit';
import { hydrateScreen, nextTask, pageLanguage, startTheApp, storedSession } from 'web-kit/runtime';
import { isProductPath, ProductScreens } from './product-screens';
import { createProductStore, pageAnswers } from './store';

/**
 * The product client: the product page the gateway rendered is made to work where it is (the
 * gallery, Share, Explore Other Cards, Add to Cart), by the same components hydrating it, with no
 * shell: none of the app's script runs until the visitor goes on to another screen. A signed-in
 * person's Add to Cart adds here, and the cart it opens is the app's. `host` stands in for the
 * API client in tests.
 */
export async function startProductPage({ host }: { host?: HostClient } = {}) {
  const screen = document.getElementById(PRERENDERED_SCREEN_ID);
  const answers = pageAnswers();
  if (!screen || !answers || !isProductPath(window.location.pathname)) return startTheApp();
  const store = createProductStore(await pageLanguage(), answers, host);
  // The store was made in this task: the hydration is one of its own.
  await nextTask();
  // The tree server/render-product.tsx renders.
  hydrateScreen(screen, store, (app) => <ProductScreens app={app} />);
  // Hydrated as the visitor's page the server rendered; a signed-in person's follows in the same
  // task (rendered before any tap is handled): their Add to Cart button and the cart's count.
  const { token, userId } = storedSession.read();
  if (token) store.dispatch(loggedIn({ token, userId: userId ?? '' }));
}
