import { Outlet, useLocation } from 'react-router';
import { ROUTE_ANNOUNCER_ID } from 'web-kit';
import { BottomNav } from './bottom-nav';
import { showsBottomNav } from './bottom-nav-paths';

/** The mobile-first frame every screen renders in; the bottom navigation where decision 6 says. */
export function AppLayout() {
  const { pathname } = useLocation();
  const withNav = showsBottomNav(pathname);
  return (
    <div className={withNav ? 'app app--with-nav' : 'app'}>
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
