/**
 * Whether the app can reach the server: the phone says it has no network (`navigator.onLine`,
 * which is only sure when false), or the last request got no answer at all. Any answer, a saved
 * copy from the service worker too, counts as reached.
 */
let unanswered = false;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

export const networkStatus = {
  answered() {
    if (!unanswered) return;
    unanswered = false;
    changed();
  },
  noAnswer() {
    if (unanswered) return;
    unanswered = true;
    changed();
  },
  offline: () => !navigator.onLine || unanswered,
  subscribe(listener: () => void) {
    listeners.add(listener);
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  },
};
