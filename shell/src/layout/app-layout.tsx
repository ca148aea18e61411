import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { recordPage, ROUTE_ANNOUNCER_ID } from 'web-kit';
import { screenChanged } from 'web-kit/runtime';
import { BottomNav } from './bottom-nav';
import { OfflineLine } from './offline-line';
import { showsBottomNav } from './bottom-nav-paths';

/** The mobile-first frame every screen renders in; the bottom navigation where decision 6 says. */
export function AppLayout() {
  const { pathname, key } = useLocation();
  const withNav = showsBottomNav(pathname);
  useToastsEndWithTheirScreen(pathname);
  // What a back arrow would lead to, for screens that must know (onboarding's step 1): every
  // entry, a second one of the same path too.
  useEffect(() => recordPage(pathname), [pathname, key]);
  return (
    <div className={withNav ? 'app app--with-nav' : 'app'}>
      <OfflineLine />
      <Outlet />
      {withNav && <BottomNav />}
      {/* Rendered once and never replaced: a live region must already be in the page when its
          text changes, or screen readers miss the change (usePageTitle writes the new title). */}
      <div
        id={ROUTE_ANNOUNCER_ID}
        className="tf-visually-hidden"
        role="status"
        aria-live="polite"
        aria-atomic="true"
      />
    </div>
  );
}

/** A toast belongs to its screen: it goes when the person moves on (not on the first screen). */
function useToastsEndWithTheirScreen(pathname: string) {
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) {
      first.current = '';
      screenChanged();
    }
  }, [pathname]);
}
