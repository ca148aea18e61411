import { useMemo } from 'react';
import type { HostExtra } from './request';
import { useHostDispatch } from './session';

/** The store hands every thunk the host's client as `extra`: this one only hands it back. */
const readHost = (_dispatch: unknown, _getState: unknown, host: HostExtra) => host;

/**
 * The host's client, for the few calls no slice caches: the sign-in check (its outcome is the
 * session's), an image upload with its progress, the pincode look-up (the browser caches it).
 * Every other call is an endpoint of the remote's slice, which reaches the same client.
 */
export function useHost(): HostExtra {
  const dispatch = useHostDispatch();
  return useMemo(() => dispatch(readHost), [dispatch]);
}
