import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  createListenerMiddleware,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { API_BASE } from 'shared-contracts';
import { initialSessionState, sessionExpired, sessionSlice, type RemoteApiSlice } from 'web-kit';
import { endSessionOnServer } from './end-session';
import { createHostRequest } from './http';
import { addSessionListeners } from './listeners';
import { storedSession } from './stored-session';

/**
 * The one store. Remotes add their RTK Query slices to it when first loaded (`injectApi`); nobody
 * builds a second one.
 */
export function createAppStore({ apiBase = API_BASE }: { apiBase?: string } = {}) {
  const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<Record<string, unknown>>();
  const dynamic = createDynamicMiddleware();
  const listener = createListenerMiddleware();
  const injected = new Map<string, RemoteApiSlice>();

  const host = createHostRequest(
    {
      token: () => store.getState().session.token,
      unauthorized: () => store.dispatch(sessionExpired()),
    },
    apiBase,
  );

  const stored = storedSession.read();

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: { ...initialSessionState, ...stored } },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: host } })
        .prepend(listener.middleware)
        .concat(dynamic.middleware),
  });

  addSessionListeners(
    listener.startListening,
    () => [...injected.values()],
    (token) => endSessionOnServer(token, apiBase),
  );
  // Refetch on focus and reconnect for the remotes' queries. Importing the query entry here also
  // makes the shell the one that provides it to the remotes (a shared singleton).
  setupListeners(store.dispatch);

  return {
    store,
    host,
    injectApi(api: RemoteApiSlice) {
      if (injected.has(api.reducerPath)) return;
      injected.set(api.reducerPath, api);
      rootReducer.inject(api as never);
      dynamic.addMiddleware(api.middleware as never);
    },
  };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type RootState = ReturnType<AppStore['getState']>;
