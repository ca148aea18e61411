import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  createListenerMiddleware,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { API_BASE } from 'shared-contracts';
import {
  initialSessionState,
  languageSlice,
  sessionExpired,
  sessionSlice,
  type HostExtra,
  type LanguageState,
  type RemoteApiSlice,
} from 'web-kit';
import {
  addLanguageListeners,
  addSessionListeners,
  createHostRequest,
  endSessionOnServer,
  hostStoreDefaults,
  storedSession,
} from 'web-kit/runtime';
import { lendResource } from '../remotes/resource-owners';
import { addResourceListeners } from './resource-listeners';

/** A remote's slice has joined the store (loadRemoteModule injects it). */
export const apiInjected = createAction<string>('shell/apiInjected');

/**
 * The one store. Remotes add their RTK Query slices to it when first loaded (`injectApi`); nobody
 * builds a second one.
 */
export function createAppStore({
  apiBase = API_BASE,
  language = languageSlice.getInitialState(),
}: {
  apiBase?: string;
  /** The person's language with its catalogue, loaded before the store is made (language.ts). */
  language?: LanguageState;
} = {}) {
  const rootReducer = combineSlices(sessionSlice, languageSlice).withLazyLoadedSlices<
    Record<string, unknown>
  >();
  const dynamic = createDynamicMiddleware();
  const listener = createListenerMiddleware();
  const injected = new Map<string, RemoteApiSlice>();

  const injectApi = (api: RemoteApiSlice) => {
    if (injected.has(api.reducerPath)) return;
    injected.set(api.reducerPath, api);
    rootReducer.inject(api as never);
    dynamic.addMiddleware(api.middleware as never);
    // An injected slice's state is made by the next action: a query started before any (a
    // resource lent to another remote is subscribed outside the slice's hooks) would find none.
    store.dispatch(apiInjected(api.reducerPath));
  };

  const host: HostExtra = {
    ...createHostRequest(
      {
        token: () => store.getState().session.token,
        unauthorized: () => store.dispatch(sessionExpired()),
        language: () => store.getState().language.language,
      },
      apiBase,
    ),
    resource: (name) => lendResource(name, injectApi),
  };

  const stored = storedSession.read();

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: { ...initialSessionState, ...stored }, language },
    middleware: (getDefault) =>
      getDefault(hostStoreDefaults(host)).prepend(listener.middleware).concat(dynamic.middleware),
  });

  addSessionListeners(
    listener.startListening,
    () => [...injected.values()],
    (token) => endSessionOnServer(token, apiBase),
  );
  addResourceListeners(listener.startListening, () => [...injected.values()]);
  addLanguageListeners(listener.startListening);
  // Refetch on focus and reconnect for the remotes' queries. Importing the query entry here also
  // makes the shell the one that provides it to the remotes (a shared singleton).
  setupListeners(store.dispatch);

  return { store, host, injectApi };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type RootState = ReturnType<AppStore['getState']>;
