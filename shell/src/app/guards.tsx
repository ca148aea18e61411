import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isBackofficePath, isStaffRole } from 'shared-contracts';
import { hasOnboarded, returnPath, returnState, signInRequest } from 'web-kit';
import { LoadingFrame } from '../layout/loading-frame';
import { NoBackofficeAccess } from '../pages/no-backoffice-access';
import { useSessionCheck } from './session-check';

/**
 * /login and /register: a signed-in person is sent on to where they belong, back to the page that
 * sent them to sign in when there is one. The login screen navigates there itself; this must agree
 * with it, as it still renders while that page's screens load.
 */
export function GuestOnly() {
  const { token, profile, checking } = useSessionCheck();
  // The navigation state, or the way back a server-rendered page's link named (?from=), as the
  // login screen reads it.
  const state = signInRequest(useLocation());
  if (!token) return <Outlet />;
  if (checking || !profile) return <LoadingFrame kind="form" />;
  const back = returnPath(state);
  // The staff's console asks for no card: on the way there, no onboarding first.
  // Onboarding carries the request along and brings them back when it is done.
  if (!hasOnboarded(profile)) {
    if (back && isBackofficePath(back)) return <Navigate to={back} replace />;
    return <Navigate to="/onboarding" replace state={state} />;
  }
  return <Navigate to={back ?? '/home'} replace state={returnState(state)} />;
}

/** /onboarding: needs a session, and is over once the portfolio exists. */
export function OnboardingOnly() {
  const { token, profile, checking } = useSessionCheck();
  const { state } = useLocation();
  if (!token) return <Navigate to="/login" replace />;
  if (checking || !profile) return <LoadingFrame />;
  // Done: back to the page that sent them to sign in, as the last step itself navigates.
  if (hasOnboarded(profile)) {
    return <Navigate to={returnPath(state) ?? '/home'} replace state={returnState(state)} />;
  }
  return <Outlet />;
}

/**
 * The signed-in group: a token that passes the profile check, and a finished onboarding. Someone
 * who arrives signed out signs in and comes back to the page they opened (a mailed order's link,
 * the teams console), as to the back office; a session that ends here (Logout) starts afresh.
 */
export function RequireSession() {
  const { token, profile, checking } = useSessionCheck();
  const { pathname, search } = useLocation();
  const [arrivedSignedOut] = useState(!token);
  if (!token) {
    const back = arrivedSignedOut ? { from: `${pathname}${search}` } : undefined;
    return <Navigate to="/login" replace state={back} />;
  }
  if (checking || !profile) return <LoadingFrame />;
  if (!hasOnboarded(profile)) return <Navigate to="/onboarding" replace />;
  return <Outlet />;
}

/**
 * /backoffice/*: a session and a staff or admin role. Signed out, the person signs in and comes
 * back here; signed in without the role, they are told so and the console's remote is never
 * loaded. The console itself and the API refuse them too. Staff need no card of their own, so no
 * onboarding is asked for.
 */
export function RequireStaff() {
  const { token, profile, checking } = useSessionCheck();
  const { pathname, search } = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: `${pathname}${search}` }} />;
  if (checking || !profile) return <LoadingFrame />;
  if (!isStaffRole(profile.role)) return <NoBackofficeAccess />;
  return <Outlet />;
}
