import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import type { RemoteApiSlice } from '../../host/remote-module';
import {
  initialSessionState,
  sessionExpired,
  sessionSlice,
  type SessionState,
} from '../../host/session';
import type { HostClient, HostExtra } from '../../host/request';
import { languageSlice, type LanguageState } from '../../i18n/language-slice';
import { endSessionOnServer } from '../end-session';
import { createHostRequest } from '../http';
import { addLanguageListeners } from '../language';
import { addSessionListeners } from '../session-listeners';
import { hostStoreDefaults } from '../store-defaults';
import { storedSession } from '../stored-session';

/**
 * A page client's store: the session, the language and its remote's API, kept on the phone and
 * followed by the same listeners as the shell's store, so what a visitor does on the page (signs
 * in, picks a language, is told something) is what the app finds when it starts.
 */
export function createPageClientStore(
  api: RemoteApiSlice,
  language: LanguageState,
  /** The API client; the browser's unless a test gives its stand-in. */
  client?: HostClient,
  /** The session to start from: the one on the phone unless given (a visitor's: `{}`). */
  session: Partial<SessionState> = storedSession.read(),
) {
  const listener = createListenerMiddleware();
  const host: HostExtra = {
    ...(client ??
      createHostRequest({
        token: () => store.getState().session.token,
        unauthorized: () => store.dispatch(sessionExpired()),
        language: () => store.getState().language.language,
      })),
    // A page's screens read no other remote's resources; the app lends them once it has started.
    resource: (name) => Promise.reject(new Error(`No ${name} before the app has started`)),
  };
  const store = configureStore({
    reducer: combineSlices(sessionSlice, languageSlice, api),
    preloadedState: {
      session: { ...initialSessionState, ...session },
      language,
    },
    middleware: (getDefault) =>
      getDefault(hostStoreDefaults(host)).prepend(listener.middleware).concat(api.middleware),
  });
  addSessionListeners(
    listener.startListening,
    () => [api],
    (token) => endSessionOnServer(token),
  );
  addLanguageListeners(listener.startListening);
  return store;
}
