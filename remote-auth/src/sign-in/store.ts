import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import {
  initialSessionState,
  languageSlice,
  sessionExpired,
  sessionSlice,
  type HostClient,
  type HostExtra,
  type LanguageState,
} from 'web-kit';
import {
  addLanguageListeners,
  addSessionListeners,
  createHostRequest,
  endSessionOnServer,
  hostStoreDefaults,
  storedSession,
} from 'web-kit/runtime';
import { authApi } from '../api';

/**
 * The sign-in client's store: the session, the language and this remote's API, kept on the phone
 * and followed by the same listeners as the shell's store (web-kit/runtime), so what a visitor
 * does here (signs in, picks a language, is told something) is what the app finds when it starts.
 */
export function createSignInStore(
  language: LanguageState,
  /** The API client; the browser's (web-kit/runtime's) unless a test gives its stand-in. */
  client?: HostClient,
) {
  const listener = createListenerMiddleware();
  const host: HostExtra = {
    ...(client ??
      createHostRequest({
        token: () => store.getState().session.token,
        unauthorized: () => store.dispatch(sessionExpired()),
        language: () => store.getState().language.language,
      })),
    // No first screen reads another remote's resources; the app lends them once it has started.
    resource: (name) => Promise.reject(new Error(`No ${name} before the app has started`)),
  };
  const store = configureStore({
    reducer: combineSlices(sessionSlice, languageSlice, authApi),
    preloadedState: {
      session: { ...initialSessionState, ...storedSession.read() },
      language,
    },
    middleware: (getDefault) =>
      getDefault(hostStoreDefaults(host)).prepend(listener.middleware).concat(authApi.middleware),
  });
  addSessionListeners(
    listener.startListening,
    () => [authApi],
    (token) => endSessionOnServer(token),
  );
  addLanguageListeners(listener.startListening);
  return store;
}
