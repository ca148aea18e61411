import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A screen opened from the console (or the console again after a save) starts at its top: the
 * shell keeps the window's scroll across navigations, which opened the card template half way
 * down. Back and forward (POP) keep the browser's own restoration, and a page or a search of a
 * list (the address's query alone) keeps its place.
 */
export function useTopOfNewScreen() {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  // None at first: arriving from another remote's screen (Account) is a new screen too.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigation !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigation]);
}
