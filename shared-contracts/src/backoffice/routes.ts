/** Where the staff's console lives in the app (the shell hands `/backoffice/*` to its remote). */
export const BACKOFFICE_PATH = '/backoffice';

/**
 * Whether a path (with its query) is one of the console's: they need a staff role and no card of
 * one's own, so a person signing in on the way there goes back there, onboarded or not.
 */
export const isBackofficePath = (path: string) =>
  path === BACKOFFICE_PATH || /^\/backoffice[/?#]/.test(path);
