import { useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import type { HostExtra } from './request';
import type {
  ResourceName,
  ResourceReader,
  ResourceSubscription,
  SharedResources,
} from './resources';
import { useHostDispatch } from './session';
import { useHost } from './use-host';

/** A resource another remote owns, as a screen reads it: the shape of an RTK Query hook's. */
export interface ResourceView<T> {
  data: T | undefined;
  /** The owner's failed load, or the owner itself not loading. */
  error: unknown;
  isError: boolean;
  /** Nothing to show yet, and it is on its way. */
  isLoading: boolean;
  /** Being asked for, the first time or again. */
  isFetching: boolean;
  refetch(): void;
}

type AnyReader = ResourceReader<SharedResources[ResourceName]>;

/** Readers already handed over, per host: a later screen reads at once, with no loading render. */
const known = new WeakMap<HostExtra, Map<ResourceName, AnyReader>>();

/**
 * Reads a resource another remote owns, from its owner's slice (the host loads the owner on the
 * first ask): subscribed while the screen shows it, as a query hook is, so the owner's cache and
 * tags decide when it is asked for again. The owner's own screens use their slice's hooks.
 */
export function useHostResource<N extends ResourceName>(name: N): ResourceView<SharedResources[N]> {
  const host = useHost();
  const dispatch = useHostDispatch();
  const [lent, setLent] = useState<{ reader?: AnyReader; error?: unknown }>(() => ({
    reader: known.get(host)?.get(name),
  }));
  const [attempt, setAttempt] = useState(0);
  const subscription = useRef<ResourceSubscription>(undefined);
  const { reader } = lent;

  useEffect(() => {
    if (reader) return;
    let current = true;
    host.resource(name).then(
      (found) => {
        known.set(host, (known.get(host) ?? new Map()).set(name, found));
        if (current) setLent({ reader: found });
      },
      (error: unknown) => {
        if (current) setLent({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [host, name, reader, attempt]);

  useEffect(() => {
    if (!reader) return;
    const held = reader.subscribe(dispatch);
    subscription.current = held;
    return () => {
      held.unsubscribe();
      subscription.current = undefined;
    };
  }, [reader, dispatch]);

  const entry = useSelector((state: unknown) => reader?.select(state));
  const refetch = useCallback(() => {
    if (subscription.current) {
      subscription.current.refetch();
      return;
    }
    setLent({});
    setAttempt((count) => count + 1);
  }, []);

  // Not yet asked (the owner is loading, or its subscription starts after this render) counts
  // as on its way, as a query hook's first render does.
  const status = entry?.status ?? 'uninitialized';
  const isFetching = !lent.error && (status === 'pending' || status === 'uninitialized');
  const data = entry?.data as SharedResources[N] | undefined;
  const error = lent.error ?? entry?.error;
  return {
    data,
    error,
    isError: Boolean(lent.error) || status === 'rejected',
    isLoading: isFetching && data === undefined,
    isFetching,
    refetch,
  };
}
