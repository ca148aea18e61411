/** Where the bottom navigation shows (ARCHITECTURE decision 6): not inside /edit-profile/{section}. */
const WITH_BOTTOM_NAV = new Set([
  '/home',
  '/products',
  '/orders',
  '/account',
  '/launch',
  '/edit-profile',
]);

export const showsBottomNav = (pathname: string) =>
  WITH_BOTTOM_NAV.has(pathname.replace(/\/+$/, '') || '/');
