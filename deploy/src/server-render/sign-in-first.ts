import { needsSignIn, STORAGE_KEYS } from 'shared-contracts';
import { PRELOAD_LINK, type HtmlRoute } from '../html.js';

/** The inert template in which a signed-in page's preloads wait for SIGN_IN_FIRST. */
export const SIGNED_IN_PRELOADS_ID = 'tf-signed-in-preloads';

/**
 * The page's first script on a screen of the signed-in group, and on `/`: with no session on the
 * phone (the app's own token, in localStorage), the visitor goes at once to the sign-in screen,
 * which the gateway renders and its small client runs, with the way back (`/login?from=`, the
 * shell's `signInLink`); signed in, they come back there. `/` has no way back: the app sends
 * everyone from it to `/login` (the spec), and a signed-in person on to Home. Otherwise the app
 * would boot first only to send them there itself (RequireSession, which agrees): a shared
 * /products link opened by someone new cost three seconds on a phone before the login screen
 * showed. With a session, it puts the page's preloads (the shell's boot chunks, the route's
 * remotes) in the head: they wait in an inert template before it, as the browser's look-ahead
 * would fetch them for a visitor on their way to sign in, on the connection the sign-in screen
 * needs. Always the same text, so a content security policy can allow it by its hash. Storage
 * the browser refuses leaves it to the app.
 */
export const SIGN_IN_FIRST =
  `try{if(!localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)}))` +
  "location.replace(location.pathname==='/'?'/login':'/login?from='+encodeURIComponent(location.pathname+location.search));" +
  `else{var p=document.getElementById('${SIGNED_IN_PRELOADS_ID}');p&&(p.remove(),document.head.append(p.content))}}catch(e){}`;

const HEAD = /<head\b[^>]*>/i;

/**
 * The signed-in group's pages and `/`: SIGN_IN_FIRST the first script in their head, their
 * preloads in the template before it.
 */
export const signInFirst = (): HtmlRoute => ({
  match: (path) => path === '/' || needsSignIn(path),
  transform: (html) => {
    const preloads: string[] = [];
    const rest = html.replace(PRELOAD_LINK, (link) => {
      preloads.push(link);
      return '';
    });
    const waiting = preloads.length
      ? `<template id="${SIGNED_IN_PRELOADS_ID}">${preloads.join('')}</template>`
      : '';
    return rest.replace(HEAD, (head) => `${head}${waiting}<script>${SIGN_IN_FIRST}</script>`);
  },
});
