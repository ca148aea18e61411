import { Outlet, useLocation } from 'react-router';
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
    </div>
  );
}
