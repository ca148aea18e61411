import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { paths, type ApiSuccess, type UserProfile } from 'shared-contracts';
import type { HostResult } from './request';
import { profileFailed, profileLoaded, profileRequested, type SessionState } from './session';
import { useHost } from './use-host';

/**
 * The sign-in check, and its refresh after onboarding: GET /user/profile through the host, its
 * outcome told to the session slice. One at a time: a second call while one is under way
 * (StrictMode's second mount, two guards) is answered null and leaves the outcome to the first.
 */
export function useFetchProfile(): () => Promise<HostResult<UserProfile> | null> {
  const host = useHost();
  const store = useStore<{ session: SessionState }>();
  return useCallback(async () => {
    if (store.getState().session.profileStatus === 'loading') return null;
    store.dispatch(profileRequested());
    const result = await host.request<ApiSuccess<UserProfile>>({ url: paths.profile });
    if ('error' in result) {
      store.dispatch(profileFailed());
      return result;
    }
    store.dispatch(profileLoaded(result.data.result));
    return { data: result.data.result };
  }, [host, store]);
}
