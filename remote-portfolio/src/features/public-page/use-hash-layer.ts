import { useCallback, useSyncExternalStore } from 'react';
import { LAYER_CLOSED_HASH } from '../card-behaviours/details-dialog';

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
};

/**
 * A layer the card opens as the URL's target (a plain `#id` link, the same with or without
 * script): whether it is open now, and its close, which leaves the target for the actions row as
 * the layer's own Close link does.
 */
export function useHashLayer(id: string) {
  const open = useSyncExternalStore(
    subscribe,
    () => window.location.hash === `#${id}`,
    () => false,
  );
  const close = useCallback(() => window.location.replace(LAYER_CLOSED_HASH), []);
  return { open, close };
}
