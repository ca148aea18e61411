import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { SAVED_ANSWERS_CACHE, translateText } from 'shared-contracts';
import { toastRequested } from '../host/notify';
import type { RemoteApiSlice } from '../host/remote-module';
import {
  loggedIn,
  loggedOut,
  profileLoaded,
  sessionExpired,
  tokenRenewed,
  type SessionState,
} from '../host/session';
import { selectLanguageState } from '../i18n/language-slice';
import { storedSession } from './stored-session';
import { showToast } from './toasts';

type StartListening = ListenerMiddlewareInstance['startListening'];

/**
 * What follows from session events: storage, cached data of the last user, the server's end of a
 * logout, redirects, toasts.
 */
export function addSessionListeners(
  startListening: StartListening,
  apis: () => RemoteApiSlice[],
  /** Revokes the token on the server (POST /user/logout); its outcome is not awaited. */
  endSessionOnServer: (token: string) => Promise<unknown>,
) {
  startListening({
    actionCreator: loggedIn,
    effect: ({ payload }) => storedSession.write(payload.token, payload.userId),
  });
  startListening({
    actionCreator: tokenRenewed,
    effect: ({ payload }) => storedSession.write(payload.token),
  });
  startListening({
    actionCreator: profileLoaded,
    effect: ({ payload }, api) => {
      // Only while that person's session lasts: an answer that lands after a logout is dropped.
      const { session } = api.getState() as { session: SessionState };
      if (session.token && session.userId === payload._id) storedSession.writeProfile(payload);
    },
  });
  startListening({
    matcher: isAnyOf(loggedOut, sessionExpired),
    effect: (_, api) => {
      storedSession.clear();
      forgetSavedAnswers();
      // Another person may sign in next on this phone: forget what was fetched for this one.
      for (const slice of apis()) api.dispatch(slice.util.resetApiState());
    },
  });
  startListening({
    actionCreator: loggedOut,
    effect: (_, api) => {
      // The reducer has already dropped the token (the device is cleared at once, whatever the
      // network does); the state before this action still has it.
      const { token } = (api.getOriginalState() as { session: SessionState }).session;
      if (token) void endSessionOnServer(token);
    },
  });
  startListening({
    actionCreator: sessionExpired,
    effect: () => {
      // A full page load, as the spec asks: nothing of the old session survives in memory.
      if (window.location.pathname !== '/login') window.location.assign('/login');
    },
  });
  startListening({
    actionCreator: toastRequested,
    // A toast is asked for in English (the spec's text, or the server's message): shown in the
    // person's language.
    effect: ({ payload }, api) =>
      showToast(
        payload.kind,
        translateText(payload.message, selectLanguageState(api.getState()).catalogue ?? undefined),
      ),
  });
}

/** The service worker's copies of the person's own answers go with their session. */
function forgetSavedAnswers() {
  if (typeof caches === 'undefined') return;
  caches.delete(SAVED_ANSWERS_CACHE).catch(() => {});
}
