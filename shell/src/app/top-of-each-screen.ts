import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A screen opened by a link or a button starts at its top, as a new page would: the router keeps
 * the window where the last screen left it, so a screen opened from far down a menu (the editor's
 * Sharing list) opened half scrolled, its first fields under the header. Back and forward (POP)
 * are left where the browser puts them; the first screen is where the page load put it.
 */
export function useTopOfEachScreen() {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname === shown.current) return;
    shown.current = pathname;
    if (navigation !== 'POP') document.scrollingElement?.scrollTo(0, 0);
  }, [pathname, navigation]);
}
