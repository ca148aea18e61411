import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import {
  DEFAULT_LANGUAGE,
  GUEST_ONLY_PATHS,
  isLanguage,
  loadCatalogue,
  PRERENDERED_SCREEN_ID,
  type Language,
} from 'shared-contracts';
import { languageChanged, languageSlice, type HostClient, type LanguageState } from 'web-kit';
import { carryOver, storedSession, Toasts, typedInto } from 'web-kit/runtime';
import { FirstScreens, isFirstScreen } from './first-screens';
import { nextTask } from './next-task';
import { createSignInStore } from './store';
import { preloadTheApp, startTheApp } from './the-app';

/** A signed-in person on one of these goes on to the app (the shell's GuestOnly sends them on). */
const GUEST_ONLY = new Set<string>(GUEST_ONLY_PATHS);

/** The page's language (the gateway rendered the screen in it) with its texts. */
async function pageLanguage(): Promise<LanguageState> {
  const lang = document.documentElement.lang;
  const language: Language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  if (language === DEFAULT_LANGUAGE) return languageSlice.getInitialState();
  return languageSlice.reducer(undefined, languageChanged(await loadCatalogue(language)));
}

/**
 * The sign-in client: the first screen the gateway rendered (login, register, forgot password)
 * is made to work where it is, by the same components hydrating it, with no shell: none of the
 * app's script runs until the visitor goes on to the app (hand-over.tsx), or arrives signed in.
 * `host` stands in for the API client in tests.
 */
export async function startSignIn({ host }: { host?: HostClient } = {}) {
  const screen = document.getElementById(PRERENDERED_SCREEN_ID);
  const { pathname } = window.location;
  const signedIn = Boolean(storedSession.read().token);
  if (!screen || !isFirstScreen(pathname) || (signedIn && GUEST_ONLY.has(pathname))) {
    return startTheApp();
  }
  const store = createSignInStore(await pageLanguage(), host);
  // The store was made in this task: the hydration is one of its own.
  await nextTask();
  const typed = typedInto(screen);
  const app = {
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

  // No StrictMode: the tree is the server's exactly (server/render-auth.tsx), or the ids differ.
  const root = hydrateRoot(
    screen,
    <Provider store={store}>
      <BrowserRouter>
        <FirstScreens app={app} />
      </BrowserRouter>
    </Provider>,
  );
  // The server sent the forms' submit buttons disabled until a script could send them.
  for (const button of screen.querySelectorAll<HTMLButtonElement>('button[type="submit"]')) {
    button.disabled = false;
  }
  carryOver(typed, screen);

  // Toasts outlive the screen: "Login successful!" stays on while the app starts.
  const toasts = document.createElement('div');
  document.body.append(toasts);
  createRoot(toasts).render(<Toasts />);
}
