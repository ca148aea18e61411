import { Navigate, Outlet } from 'react-router';
import { hasOnboarded, Spinner } from 'web-kit';
import { useSessionCheck } from './session-check';

/** /login and /register: a signed-in person is sent on to where they belong. */
export function GuestOnly() {
  const { token, profile, checking } = useSessionCheck();
  if (!token) return <Outlet />;
  if (checking || !profile) return <Spinner />;
  return <Navigate to={hasOnboarded(profile) ? '/home' : '/onboarding'} replace />;
}

/** /onboarding: needs a session, and is over once the portfolio exists. */
export function OnboardingOnly() {
  const { token, profile, checking } = useSessionCheck();
  if (!token) return <Navigate to="/login" replace />;
  if (checking || !profile) return <Spinner />;
  if (hasOnboarded(profile)) return <Navigate to="/home" replace />;
  return <Outlet />;
}

/** The signed-in group: a token that passes the profile check, and a finished onboarding. */
export function RequireSession() {
  const { token, profile, checking } = useSessionCheck();
  if (!token) return <Navigate to="/login" replace />;
  if (checking || !profile) return <Spinner />;
  if (!hasOnboarded(profile)) return <Navigate to="/onboarding" replace />;
  return <Outlet />;
}
