import { startInStages } from 'web-kit/runtime';

// The store's libraries, then the screens' (Preact, router, forms, schemas), then the start,
// which hydrates in a task of its own; not before the visitor reaches for the screen, which works
// as the server's HTML until then (its fields take what is typed, its links lead on).
startInStages(
  'The sign-in screen',
  [
    () => import(/* webpackMode: "eager" */ './store'),
    () => import(/* webpackMode: "eager" */ './first-screens'),
  ],
  async () => (await import(/* webpackMode: "eager" */ './start')).startSignIn(),
  { whenReached: true },
);
