import { createContext, useContext, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { RemoteApiSlice } from 'web-kit';
import type { createAppStore } from './store';
import { Toasts } from 'web-kit/runtime';

const InjectApiContext = createContext<(api: RemoteApiSlice) => void>(() => {
  throw new Error('No store to inject a remote API slice into');
});

export const useInjectApi = () => useContext(InjectApiContext);

export function Providers({
  app,
  children,
}: {
  app: ReturnType<typeof createAppStore>;
  children: ReactNode;
}) {
  return (
    <Provider store={app.store}>
      <InjectApiContext.Provider value={app.injectApi}>
        {children}
        <Toasts />
      </InjectApiContext.Provider>
    </Provider>
  );
}
