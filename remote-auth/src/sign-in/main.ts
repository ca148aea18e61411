import { startInStages } from 'web-kit/runtime';

// The store's libraries, then the screens' (Preact, router, forms, schemas), then the start,
// which hydrates in a task of its own.
startInStages(
  'The sign-in screen',
  [
    () => import(/* webpackMode: "eager" */ './store'),
    () => import(/* webpackMode: "eager" */ './first-screens'),
  ],
  async () => (await import(/* webpackMode: "eager" */ './start')).startSignIn(),
);
