import { API_BASE, SAVED_ANSWER_PATHS, SAVED_ANSWERS_CACHE } from 'shared-contracts';

/**
 * What the service worker does with each request. Kept apart from the worker so it can be tested
 * (and so this file is the one place that says what is cached).
 *
 * - `static`: cache-first. The shell's `/static/*` files and a release's files under
 *   `/remotes/{name}/{version}/` never change under their URL (hashes, immutable folders).
 * - `page`: network-first for a navigation; offline, the shell's index saved earlier. The HTML
 *   names the current build, so it is always asked for first.
 * - `saved`: network-first, the answer kept; offline, the kept one. The person's own answers
 *   (shared-contracts' SAVED_ANSWER_PATHS: their profile, their card, its QR code and images), so
 *   that their card opens at an event with no signal, and `/remotes.json` (which release of each
 *   remote is current), without which no remote loads offline. Asked for first, so a release or
 *   rollback is still seen on the next load.
 * - `network`: left to the browser: the rest of `/api/*`, other origins, anything but GET, and the
 *   root files (favicon, manifest, icons: an hour's HTTP cache).
 */
export type Strategy = 'static' | 'page' | 'saved' | 'network';

export interface RequestFacts {
  method: string;
  url: string;
  /** `Request.mode`: 'navigate' for a page load. */
  mode: string;
}

/** A release's immutable files: `/remotes/{name}/{version}/` and at least one more segment. */
const RELEASE_FILE = /^\/remotes\/[^/]+\/[^/]+\/[^?#]+$/;

export function strategyFor({ method, url, mode }: RequestFacts, origin: string): Strategy {
  if (method !== 'GET') return 'network';
  const { origin: requestOrigin, pathname } = new URL(url);
  if (requestOrigin !== origin) return 'network';
  if (mode === 'navigate') return pathname.startsWith('/api/') ? 'network' : 'page';
  if (pathname.startsWith('/static/')) return 'static';
  if (RELEASE_FILE.test(pathname)) return 'static';
  if (pathname === REMOTES_FILE) return 'saved';
  if (pathname.startsWith(API_BASE)) {
    const apiPath = pathname.slice(API_BASE.length);
    if (SAVED_ANSWER_PATHS.some((saved) => saved.test(apiPath))) return 'saved';
  }
  return 'network';
}

const REMOTES_FILE = '/remotes.json';

/** Cache names; a new version drops the old caches when the new worker takes over. */
export const CACHE_VERSION = 'v1';
export const STATIC_CACHE = `tapfolio-static-${CACHE_VERSION}`;
export const PAGES_CACHE = `tapfolio-pages-${CACHE_VERSION}`;
export { SAVED_ANSWERS_CACHE };
/** The person's own answers and images: a card, its QR codes, a few pictures. */
export const MAX_SAVED_ENTRIES = 40;
/** The shell's plain index, saved at install: the offline answer for a page never visited. */
export const SHELL_INDEX = '/index.html';
/** Past this count the oldest static entries go first, so old releases do not pile up. */
export const MAX_STATIC_ENTRIES = 300;
/** How old the saved index may grow before a page load online refreshes it. */
export const SHELL_INDEX_MAX_AGE_MS = 10 * 60 * 1000;
