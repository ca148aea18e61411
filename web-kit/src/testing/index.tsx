import type { LoadedCatalogue } from 'shared-contracts';
import {
  combineSlices,
  configureStore,
  type Middleware,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, parsePath, Route, Routes, useLocation } from 'react-router';
import { toastRequested, type ToastKind } from '../host/notify';
import type { HostExtra, HostRequest, HostResult } from '../host/request';
import type { RemoteApiSlice } from '../host/remote-module';
import {
  resourceChanged,
  type ResourceName,
  type ResourceReader,
  type SharedResources,
} from '../host/resources';
import { initialSessionState, sessionSlice, type SessionState } from '../host/session';
import { initialLanguageState, languageChanged, languageSlice } from '../i18n/language-slice';
import { lentReaders, lentResourcesApi } from './lent-resources';

/**
 * A stand-in for the host's HTTP client in component tests: records each call and answers with
 * what the test queued, or keeps it pending so busy states can be seen. Another remote's resource
 * is read through stand-ins of its owner's slice (lent-resources.ts) on the same queue. The real
 * client and server are exercised by the API tests and the Playwright journeys.
 */
export function fakeHost() {
  const calls: HostRequest[] = [];
  const answers: (() => Promise<HostResult<unknown>>)[] = [];
  const host: HostExtra & {
    calls: HostRequest[];
    answer(data: unknown): void;
    fail(status: number, message: string, fields?: Record<string, string>): void;
    hold(): (data: unknown) => void;
  } = {
    calls,
    request: async <T,>(request: HostRequest) => {
      calls.push(request);
      const next = answers.shift();
      if (!next) throw new Error(`No answer queued for ${request.method ?? 'GET'} ${request.url}`);
      return (await next()) as HostResult<T>;
    },
    resource: async <N extends ResourceName>(name: N) =>
      lentReaders[name] as ResourceReader<SharedResources[N]>,
    answer: (data) => answers.push(async () => ({ data })),
    fail: (status, message, fields) =>
      answers.push(async () => ({
        error: {
          status,
          data: { success: false, message, code: 'TEST', ...(fields && { fields }) },
        },
      })),
    hold() {
      let release: (data: unknown) => void = () => {};
      answers.push(() => new Promise((resolve) => (release = (data) => resolve({ data }))));
      return (data) => release(data);
    },
  };
  return host;
}

export type FakeHost = ReturnType<typeof fakeHost>;

export { lentResourcesApi } from './lent-resources';
export { aProfile } from './profile';
export { appPreloaded, appStarted, clearServedPage, servePage } from './served-page';

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current page">{location.pathname}</output>;
}

export interface RenderOptions {
  /** The URL the screen opens at. */
  route?: string;
  /** Navigation state the screen opens with (what `navigate(to, { state })` would carry). */
  state?: unknown;
  /** The route pattern the screen is mounted at (defaults to `route`). */
  path?: string;
  host?: FakeHost;
  apis?: RemoteApiSlice[];
  session?: Partial<SessionState>;
  /** Other screens, so a test can see where a navigation landed. */
  routes?: Record<string, ReactElement>;
  /** Dispatched on the fresh store before the screen renders: what earlier screens cached. */
  cached?: UnknownAction[];
  /**
   * Under StrictMode at the root, as the shell renders: effects run twice on mount. Only a root
   * StrictMode does that; one inside the screen's element does not.
   */
  strict?: boolean;
  /** The person's language: a catalogue from shared-contracts' `loadCatalogue`; English without. */
  language?: LoadedCatalogue;
}

/**
 * Renders a screen as the shell would: one fresh store, a router, the host's request, and a
 * `resourceChanged` turned into tag invalidation in every slice.
 */
export function renderScreen(ui: ReactElement, options: RenderOptions = {}) {
  const { route = '/', host = fakeHost(), session = {}, routes = {} } = options;
  const apis: RemoteApiSlice[] = [...(options.apis ?? []), lentResourcesApi];
  const toasts: { kind: ToastKind; message: string }[] = [];
  const recordToasts: Middleware = () => (next) => (action) => {
    if (toastRequested.match(action)) toasts.push(action.payload);
    return next(action);
  };
  const invalidateChanged: Middleware = (store) => (next) => (action) => {
    const result = next(action);
    if (resourceChanged.match(action)) {
      for (const api of apis) store.dispatch(api.util.invalidateTags([action.payload]));
    }
    return result;
  };
  const reducer = combineSlices(sessionSlice, languageSlice, ...(apis as never[]));
  const store = configureStore({
    reducer,
    preloadedState: {
      session: { ...initialSessionState, ...session },
      language: options.language
        ? languageSlice.reducer(undefined, languageChanged(options.language))
        : initialLanguageState,
    } as never,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: host }, serializableCheck: false })
        .concat(recordToasts, invalidateChanged)
        .concat(apis.map((api) => api.middleware)),
  });

  const tree = (
    <Provider store={store}>
      <MemoryRouter initialEntries={[{ ...parsePath(route), state: options.state ?? null }]}>
        <Routes>
          <Route path={options.path ?? route.split('?')[0]} element={ui} />
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </Provider>
  );
  for (const action of options.cached ?? []) store.dispatch(action);
  const view = render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...view, store, host, toasts, user: userEvent.setup() };
}
