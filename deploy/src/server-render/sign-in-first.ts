import { needsSignIn, STORAGE_KEYS } from 'shared-contracts';
import type { HtmlRoute } from '../html.js';

/**
 * The page's first script on a screen of the signed-in group, and on `/`: with no session on the
 * phone (the app's own token, in localStorage), the visitor goes at once to the sign-in screen,
 * which the gateway renders and its small client runs, with the way back (`/login?from=`, the
 * shell's `signInLink`); signed in, they come back there. `/` has no way back: the app sends
 * everyone from it to `/login` (the spec), and a signed-in person on to Home. Otherwise the app
 * would boot first only to send them there itself (RequireSession, which agrees): a shared
 * /products link opened by someone new cost three seconds on a phone before the login screen
 * showed. Always the same text, so a content security policy can allow it by its hash. Storage
 * the browser refuses leaves it to the app.
 */
export const SIGN_IN_FIRST =
  `try{if(!localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)}))` +
  "location.replace(location.pathname==='/'?'/login':'/login?from='+encodeURIComponent(location.pathname+location.search))}catch(e){}";

const HEAD = /<head\b[^>]*>/i;

/** The signed-in group's pages and `/`, with SIGN_IN_FIRST before anything else in their head. */
export const signInFirst = (): HtmlRoute => ({
  match: (path) => path === '/' || needsSignIn(path),
  transform: (html) => html.replace(HEAD, (head) => `${head}<script>${SIGN_IN_FIRST}</script>`),
});
