import { useSyncExternalStore } from 'react';
import type * as HotToast from 'react-hot-toast';
import { TOAST_POSITION } from 'shared-contracts';
import type { ToastKind } from 'web-kit';

type Toaster = typeof HotToast;

/**
 * The toaster (react-hot-toast) is downloaded with the first toast, not with the app: most first
 * screens never show one. Its store is module-level, so a toast asked for just before the toaster
 * mounts still shows when it does.
 */
let loading: Promise<Toaster> | undefined;
let loaded: Toaster | undefined;
const listeners = new Set<() => void>();

function loadToaster(): Promise<Toaster> {
  loading ??= import('react-hot-toast').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // Not kept: the next toast tries the download again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export function showToast(kind: ToastKind, message: string) {
  loadToaster()
    .then(({ default: toast }) => {
      if (kind === 'success') toast.success(message);
      else if (kind === 'error') toast.error(message);
      else toast(message);
    })
    .catch((error: unknown) => console.error('The toaster could not be loaded', error));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Where toasts appear: nothing until the first one is asked for. */
export function Toasts() {
  const module = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
  if (!module) return null;
  return <module.Toaster position={TOAST_POSITION} toastOptions={{ duration: 3000 }} />;
}
