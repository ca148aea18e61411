import { APP_SCRIPTS_TEMPLATE_ID, PRERENDERED_SCREEN_ID, type Language } from 'shared-contracts';

/** Where the served page's app script says it is; nothing is there, and nothing loads it. */
const APP_SCRIPT = '/static/js/index.test.js';
/** A chunk the shell's page preloads for its boot (its shared libraries), waiting with the app. */
const APP_CHUNK = '/static/js/async/shared-libs.test.js';

/**
 * The page the gateway sends for a page client's screen: the server's render in place, the app's
 * script and its boot's preload waiting in their template (a type no browser runs, so the test's
 * document loads nothing), and what else the page carries in its head (a screen's answers).
 */
export function servePage({
  markup,
  path,
  language = 'en',
  head = '',
}: {
  markup: string;
  path: string;
  language?: Language;
  head?: string;
}) {
  document.documentElement.lang = language;
  document.head.innerHTML =
    head +
    `<template id="${APP_SCRIPTS_TEMPLATE_ID}"><link href="${APP_CHUNK}" rel="preload" as="script">` +
    `<script type="text/x-tapfolio-app" src="${APP_SCRIPT}"></script></template>`;
  document.body.innerHTML = `<div id="${PRERENDERED_SCREEN_ID}">${markup}</div><div id="root"></div>`;
  window.history.replaceState(null, '', path);
}

/** The app's scripts put in the page to run, by their address. */
export const appStarted = () =>
  [...document.head.querySelectorAll('script')].some((script) => script.src.endsWith(APP_SCRIPT));

/** What of the app the page now fetches ahead of starting it: its script and its boot's chunk. */
export const appPreloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')]
    .map((link) => new URL(link.href).pathname)
    .filter((path) => path === APP_SCRIPT || path === APP_CHUNK)
    .sort();

/** After each test: the next one starts from an empty page and no session. */
export function clearServedPage() {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  localStorage.clear();
}
