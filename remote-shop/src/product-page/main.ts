import { startInStages } from 'web-kit/runtime';

// The store's libraries, then the page's (Preact, router, the gallery), then the start, which
// hydrates in a task of its own.
startInStages(
  'The product page',
  [
    () => import(/* webpackMode: "eager" */ './store'),
    () => import(/* webpackMode: "eager" */ './product-screens'),
  ],
  async () => (await import(/* webpackMode: "eager" */ './start')).startProductPage(),
);
