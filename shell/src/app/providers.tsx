import { createContext, useContext, type ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { Provider } from 'react-redux';
import { TOAST_POSITION } from 'shared-contracts';
import type { RemoteApiSlice } from 'web-kit';
import type { createAppStore } from './store';

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
        <Toaster position={TOAST_POSITION} toastOptions={{ duration: 3000 }} />
      </InjectApiContext.Provider>
    </Provider>
  );
}
