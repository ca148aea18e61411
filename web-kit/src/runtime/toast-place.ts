import { useLayoutEffect, useState } from 'react';
import { TOAST_PLACE_ATTRIBUTE } from '../ui/toast-place';

/**
 * The screen's place for its toast, or none: while a modal is open (the screen behind it is out
 * of reach, and a toast in its header would be hidden under the backdrop), where the screen has
 * no place (the card) or its place is scrolled out of view (a sign-in form's, which is not in a
 * sticky header). Places inside what is hidden from everyone (a loading frame's drawing) do not
 * count.
 */
export function findToastPlace(): HTMLElement | null {
  if (document.querySelector('[aria-modal="true"], dialog[open]')) return null;
  const places = document.querySelectorAll<HTMLElement>(`[${TOAST_PLACE_ATTRIBUTE}]`);
  return (
    [...places].find(
      (place) => !place.closest('[aria-hidden="true"], [inert]') && startsInView(place),
    ) ?? null
  );
}

/** An empty place takes no room to measure: where its container starts is where it would show. */
function startsInView(place: HTMLElement): boolean {
  const { top } = (place.parentElement ?? place).getBoundingClientRect();
  return top >= 0 && top < window.innerHeight;
}

/**
 * findToastPlace, followed while a toast shows: the screen behind it changes (a success shown
 * just before the next screen arrives goes with it to that screen's header), a sheet opens or
 * closes over it.
 */
export function useToastPlace(showing: boolean): HTMLElement | null {
  const [place, setPlace] = useState<HTMLElement | null>(null);
  // Before the toast is painted: it never shows first at the top and then moves.
  useLayoutEffect(() => {
    if (!showing) return;
    const follow = () => setPlace(findToastPlace());
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-modal', 'open', 'aria-hidden', 'inert'],
    });
    return () => observer.disconnect();
  }, [showing]);
  return showing ? place : null;
}
