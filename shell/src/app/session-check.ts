import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  selectProfile,
  selectProfileStatus,
  selectToken,
  sessionExpired,
  useFetchProfile,
} from 'web-kit';
import type { AppStore } from './store';

type Dispatch = AppStore['dispatch'];

/**
 * The sign-in check: with a stored token, fetch the profile once. A failed check means the token
 * is no good: it is removed (and the listeners send the person to /login).
 */
export function useSessionCheck() {
  const dispatch = useDispatch<Dispatch>();
  const token = useSelector(selectToken);
  const profile = useSelector(selectProfile);
  const status = useSelector(selectProfileStatus);
  const fetchProfile = useFetchProfile();

  useEffect(() => {
    if (!token || status !== 'idle') return;
    void fetchProfile().then((result) => {
      // null: a check already under way decides.
      if (result && 'error' in result) dispatch(sessionExpired());
    });
  }, [dispatch, fetchProfile, token, status]);

  // Only the first check holds the screen: a later re-fetch keeps showing what is there.
  return { token, profile, checking: Boolean(token) && !profile };
}
