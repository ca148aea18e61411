import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import type { Store } from '@reduxjs/toolkit';
import { Toasts } from '../toasts';
import { carryOver, typedInto } from '../typed-fields';
import { preloadTheApp, startTheApp, type TheApp } from './the-app';

/**
 * Makes a screen the gateway rendered work where it is: `screens` (the very components the server
 * rendered it with, given the app it can hand over to) hydrate it under the store and the
 * browser's router, with what the visitor typed before the script ran. Its toasts are rendered
 * beside it, as they outlive the screen ("Login successful!" stays on while the app starts).
 * No StrictMode: the tree is the server's exactly, or Preact's ids differ.
 */
export function hydrateScreen(
  screen: HTMLElement,
  store: Store,
  screens: (app: TheApp) => ReactNode,
) {
  const typed = typedInto(screen);
  const app: TheApp = {
    preload: preloadTheApp,
    /**
     * The app renders into #root: this screen stays on show (inert) until it has, then goes. Not
     * a prerendered screen any more to the shell, which would wait for it to be painted again.
     */
    start() {
      screen.inert = true;
      screen.removeAttribute('id');
      const appRoot = document.getElementById('root');
      if (appRoot) {
        const observer = new MutationObserver(() => {
          if (!appRoot.firstChild) return;
          observer.disconnect();
          root.unmount();
          screen.remove();
        });
        observer.observe(appRoot, { childList: true });
      }
      startTheApp();
    },
  };

  const root = hydrateRoot(
    screen,
    <Provider store={store}>
      <BrowserRouter>{screens(app)}</BrowserRouter>
    </Provider>,
  );
  // The server sent the forms' submit buttons disabled until a script could send them.
  for (const button of screen.querySelectorAll<HTMLButtonElement>('button[type="submit"]')) {
    button.disabled = false;
  }
  carryOver(typed, screen);

  const toasts = document.createElement('div');
  document.body.append(toasts);
  createRoot(toasts).render(<Toasts />);
}
