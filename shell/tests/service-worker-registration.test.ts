import { describe, expect, it, rs } from '@rstest/core';
import {
  registerServiceWorker,
  SERVICE_WORKER_OPT_IN,
  SERVICE_WORKER_URL,
} from '../src/app/service-worker';

/** A window with a service worker container that records registrations. */
function fakeWindow({ webdriver = false, readyState = 'complete', optIn = false } = {}) {
  const register = rs.fn(() => Promise.resolve({}));
  const listeners: Record<string, () => void> = {};
  const win = {
    navigator: { serviceWorker: { register }, webdriver },
    document: { readyState },
    localStorage: {
      getItem: (key: string) => (optIn && key === SERVICE_WORKER_OPT_IN ? 'on' : null),
    },
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
  };
  return { win: win as unknown as Window, register, fire: (type: string) => listeners[type]?.() };
}

describe('registerServiceWorker', () => {
  it('does nothing outside a production build (tests, the dev server)', () => {
    const { win, register } = fakeWindow();
    registerServiceWorker({ window: win });
    registerServiceWorker({ production: false, window: win });
    expect(register).not.toHaveBeenCalled();
  });

  it('waits for the page to finish loading, then registers the worker for the whole app', () => {
    const { win, register, fire } = fakeWindow({ readyState: 'loading' });
    registerServiceWorker({ production: true, window: win });
    expect(register).not.toHaveBeenCalled();
    fire('load');
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, {
      scope: '/',
      updateViaCache: 'none',
    });
  });

  it('registers at once when the page has already loaded', () => {
    const { win, register } = fakeWindow({ readyState: 'complete' });
    registerServiceWorker({ production: true, window: win });
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('leaves automated browsers (Playwright) alone unless a test opts in', () => {
    const automated = fakeWindow({ webdriver: true });
    registerServiceWorker({ production: true, window: automated.win });
    expect(automated.register).not.toHaveBeenCalled();

    const optedIn = fakeWindow({ webdriver: true, optIn: true });
    registerServiceWorker({ production: true, window: optedIn.win });
    expect(optedIn.register).toHaveBeenCalledTimes(1);
  });

  it('does nothing in a browser without service workers', () => {
    const win = { navigator: {}, document: { readyState: 'complete' } } as unknown as Window;
    expect(() => registerServiceWorker({ production: true, window: win })).not.toThrow();
  });
});
