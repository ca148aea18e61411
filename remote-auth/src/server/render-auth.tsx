import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  loadCatalogue,
  localizeTexts,
  type Language,
} from 'shared-contracts';
import { languageChanged, languageSlice, pageTitle, sessionSlice } from 'web-kit';
// The page the shell would give it (colours, type, margins): before the shell's script arrives,
// only the CSS of this build is on the page.
import 'web-kit/base.css';
import { authApi } from '../api';
import { FIRST_SCREENS, FirstScreens } from '../sign-in/first-screens';

/**
 * The server build's contract with the gateway, which `require`s `{release}/server/render-auth.js`
 * and inlines every CSS file under `{release}/server/`. Raise the version when the input or the
 * meaning of the output changes; the gateway refuses a version it does not know.
 */
export const AUTH_RENDER_API = 2;

export const AUTH_SCREEN_PATHS = Object.keys(FIRST_SCREENS);

export interface AuthRenderOptions {
  /** The route's pattern (`/login`). */
  path: string;
  /**
   * The visitor's language (their cookie, else the browser's: shared-contracts' requestLanguage);
   * English when absent or not one of ours.
   */
  language?: Language;
}

export interface AuthScreen {
  /** The screen's markup, to show before the app's script has run. */
  markup: string;
  /** The document title the app gives the same screen. */
  title: string;
}

/**
 * Until a script takes the screen over, its form must not be sent: a browser would send it as a
 * GET to the page itself, the password in the address. A disabled submit button also stops the
 * Enter key from sending it (implicit submission), and says the form is not ready yet.
 */
const SUBMIT_BUTTON = /<button\b(?![^>]*\bdisabled\b)([^>]*\btype="submit"[^>]*)>/g;

/**
 * A signed-out screen as a visitor's first paint: the very screen the app renders, in a store of
 * its own (nobody signed in), at its path. Nothing here reads the browser and no effect runs;
 * this release's sign-in client hydrates it (sign-in/main.tsx), carrying over what the visitor
 * typed meanwhile; a page without that client gets the shell, which puts the app's screen in its
 * place (shell/src/app/prerendered.ts). In the visitor's language, as the app would paint it for
 * them. Undefined for any other path.
 */
export async function renderAuthScreen({
  path,
  language,
}: AuthRenderOptions): Promise<AuthScreen | undefined> {
  const screen = Object.hasOwn(FIRST_SCREENS, path) ? FIRST_SCREENS[path] : undefined;
  if (!screen) return undefined;
  const catalogue = await loadCatalogue(isLanguage(language) ? language : DEFAULT_LANGUAGE);
  const store = configureStore({
    reducer: combineSlices(sessionSlice, languageSlice, authApi),
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(authApi.middleware),
  });
  store.dispatch(languageChanged(catalogue));
  // The tree the sign-in client hydrates (sign-in/main.tsx), node for node.
  const html = renderToString(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <FirstScreens />
      </MemoryRouter>
    </Provider>,
  );
  store.dispatch(authApi.util.resetApiState());
  return {
    markup: html.replace(SUBMIT_BUTTON, '<button$1 disabled="">'),
    title: pageTitle(localizeTexts(screen.texts, catalogue).title),
  };
}
