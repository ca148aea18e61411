import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  fetchProfile,
  selectProfile,
  selectProfileStatus,
  selectToken,
  sessionExpired,
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

  useEffect(() => {
    if (!token || status !== 'idle') return;
    dispatch(fetchProfile())
      .unwrap()
      .catch((error: unknown) => {
        // Skipped because a check is already under way: that one decides.
        if ((error as { name?: string }).name === 'ConditionError') return;
        dispatch(sessionExpired());
      });
  }, [dispatch, token, status]);

  // Only the first check holds the screen: a later re-fetch keeps showing what is there.
  return { token, profile, checking: Boolean(token) && !profile };
}
