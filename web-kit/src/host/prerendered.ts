import { useEffect } from 'react';
import { PRERENDERED_SCREEN_ID, SCREEN_PAINTED_EVENT } from 'shared-contracts';

/**
 * Whether the screen on show is still the server's render (the gateway's product page), which the
 * app's own takes the place of once it has painted the same (the shell's prerendered.ts).
 */
export const isPrerendered = () =>
  typeof document !== 'undefined' && document.getElementById(PRERENDERED_SCREEN_ID) !== null;

/**
 * A screen the gateway may render on the server says when it has painted what that render shows
 * (its data, or the answer that there is none): the shell then shows it in the render's place.
 */
export function useScreenPainted(painted: boolean) {
  useEffect(() => {
    if (painted) window.dispatchEvent(new Event(SCREEN_PAINTED_EVENT));
  }, [painted]);
}
