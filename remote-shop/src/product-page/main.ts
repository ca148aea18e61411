import { nextTask, startTheApp } from 'web-kit/runtime';

/**
 * Evaluated in three tasks rather than one, as the sign-in client is: the store's libraries, then
 * the page's (Preact, router, the gallery), then the start, which hydrates in a fourth. The modules
 * are all in this file ("eager": nothing more is fetched); only when each runs differs.
 */
async function start() {
  try {
    await import(/* webpackMode: "eager" */ './store');
    await nextTask();
    await import(/* webpackMode: "eager" */ './product-screens');
    await nextTask();
    const { startProductPage } = await import(/* webpackMode: "eager" */ './start');
    await startProductPage();
  } catch (error: unknown) {
    console.error('The product page could not start: the app takes it over', error);
    startTheApp();
  }
}

// Added by the page once it has painted, which is as a rule after the whole screen is parsed.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => void start(), { once: true });
} else void start();
