import { startInStages } from 'web-kit/runtime';

// The store's libraries, then the page's (Preact, router, the gallery), then the start, which
// hydrates in a task of its own; at once, not when the visitor reaches for the page (as the
// sign-in screen's): its carousel moves by itself.
startInStages(
  'The product page',
  [
    () => import(/* webpackMode: "eager" */ './store'),
    () => import(/* webpackMode: "eager" */ './product-screens'),
  ],
  async () => (await import(/* webpackMode: "eager" */ './start')).startProductPage(),
);
