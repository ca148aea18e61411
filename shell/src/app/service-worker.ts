import { SERVICE_WORKER_OPT_IN_KEY } from 'shared-contracts';

/** Where the worker is served: the root of the shell's build, so its scope is the whole app. */
export const SERVICE_WORKER_URL = '/sw.js';
/**
 * Browser automation (Playwright) runs without the worker, as its request interception does not
 * see what a worker answers; a test of the worker itself sets this localStorage key to 'on'.
 */
export const SERVICE_WORKER_OPT_IN = SERVICE_WORKER_OPT_IN_KEY;

interface Options {
  /** Production builds only: a dev server or a component test never gets a worker that caches. */
  production?: boolean;
  window?: Window;
}

function wanted(win: Window): boolean {
  if (!('serviceWorker' in win.navigator)) return false;
  if (!win.navigator.webdriver) return true;
  try {
    return win.localStorage.getItem(SERVICE_WORKER_OPT_IN) === 'on';
  } catch {
    return false;
  }
}

/**
 * Registers the service worker (src/sw/) once the page has loaded, so it never competes with the
 * first screen for the network. `updateViaCache: 'none'` checks /sw.js past the HTTP cache, so a
 * new worker is found on the next visit.
 */
export function registerServiceWorker({
  production = process.env.NODE_ENV === 'production',
  window: win = globalThis.window,
}: Options = {}): void {
  if (!production || !win || !wanted(win)) return;
  const register = () => {
    win.navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' })
      .catch((error: unknown) => console.warn('The service worker was not registered', error));
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
