import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Toasts } from '../toasts';
import { carryOver, typedInto } from '../typed-fields';
import { preloadTheApp, startTheApp, type TheApp } from './the-app';

/**
 * Makes a screen the gateway rendered work where it is: `tree` (the very components the server
 * rendered it with, given the app it can hand over to) hydrates it, with what the visitor typed
 * before the script ran. Its toasts are rendered beside it, as they outlive the screen ("Login
 * successful!" stays on while the app starts).
 */
export function hydrateScreen(screen: HTMLElement, tree: (app: TheApp) => ReactNode) {
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

  const root = hydrateRoot(screen, tree(app));
  // The server sent the forms' submit buttons disabled until a script could send them.
  for (const button of screen.querySelectorAll<HTMLButtonElement>('button[type="submit"]')) {
    button.disabled = false;
  }
  carryOver(typed, screen);

  const toasts = document.createElement('div');
  document.body.append(toasts);
  createRoot(toasts).render(<Toasts />);
}
