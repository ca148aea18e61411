import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { tokenFromFragment } from 'shared-contracts';

/** The tab's copy of the link's token, for the trip through sign-in or registration and back. */
const STORAGE_KEY = 'tf.invitation';

const stored = (): string | undefined => {
  try {
    return sessionStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
};

const store = (token: string | undefined) => {
  try {
    if (token) sessionStorage.setItem(STORAGE_KEY, token);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (a private window): the link still works if opened again after signing in.
  }
};

/**
 * The invitation link's token (`/join#t=...`): read from the fragment once, which then leaves the
 * address bar (no screenshot or history shows it), and kept in this tab's session storage, so it
 * is still there when the person comes back from signing in or registering (`from: '/join'`).
 * `forget` drops it once used or refused.
 */
export function useInvitationToken(): { token: string | undefined; forget: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenFromFragment(location.hash) ?? stored());

  useEffect(() => {
    const linked = tokenFromFragment(location.hash);
    if (!linked) return;
    store(linked);
    navigate({ pathname: location.pathname }, { replace: true, state: location.state });
  }, [location.hash, location.pathname, location.state, navigate]);

  return {
    token,
    // The screen keeps showing what it opened; only the tab forgets.
    forget: useCallback(() => store(undefined), []),
  };
}
