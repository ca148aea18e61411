import { nextTask, startTheApp } from 'web-kit/runtime';

/**
 * Evaluated in three tasks rather than one: the store's libraries, then the screens' (Preact,
 * router, forms, schemas), then the start, which hydrates in a fourth. The modules are all in
 * this file ("eager": nothing more is fetched); only when each runs differs. In one task they
 * held the main thread for 300-580 ms at a phone's speed.
 */
async function start() {
  try {
    await import(/* webpackMode: "eager" */ './store');
    await nextTask();
    await import(/* webpackMode: "eager" */ './first-screens');
    await nextTask();
    const { startSignIn } = await import(/* webpackMode: "eager" */ './start');
    await startSignIn();
  } catch (error: unknown) {
    console.error('The sign-in screen could not start: the app takes it over', error);
    startTheApp();
  }
}

// Added by the page once it has painted, which is as a rule after the whole screen is parsed.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => void start(), { once: true });
} else void start();
