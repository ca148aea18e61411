import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { authToasts } from 'shared-contracts';
import { loggedOut, useNotify } from 'web-kit';

/**
 * The spec's logout (Session): the host forgets the token, the user id and what was fetched for
 * this person, the toast says so, and the person lands on /login. Account and onboarding share it.
 */
export function useLogout() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const notify = useNotify();
  return () => {
    dispatch(loggedOut());
    notify.success(authToasts.loggedOut);
    navigate('/login', { replace: true });
  };
}
