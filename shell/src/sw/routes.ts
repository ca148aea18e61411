/**
 * What the service worker does with each request. Kept apart from the worker so it can be tested
 * (and so this file is the one place that says what is cached).
 *
 * - `static`: cache-first. The shell's `/static/*` files and a release's files under
 *   `/remotes/{name}/{version}/` never change under their URL (hashes, immutable folders).
 * - `page`: network-first for a navigation; offline, the shell's index saved earlier. The HTML
 *   names the current build, so it is always asked for first.
 * - `network`: left to the browser: `/remotes.json` (which release is current), `/api/*`, other
 *   origins, anything but GET, and the root files (favicon, manifest, icons: an hour's HTTP cache).
 *   A release or rollback is therefore seen on the next load.
 */
export type Strategy = 'static' | 'page' | 'network';

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
  return 'network';
}

/** Cache names; a new version drops the old caches when the new worker takes over. */
export const CACHE_VERSION = 'v1';
export const STATIC_CACHE = `tapfolio-static-${CACHE_VERSION}`;
export const PAGES_CACHE = `tapfolio-pages-${CACHE_VERSION}`;
/** The shell's plain index, saved at install: the offline answer for a page never visited. */
export const SHELL_INDEX = '/index.html';
/** Past this count the oldest static entries go first, so old releases do not pile up. */
export const MAX_STATIC_ENTRIES = 300;
/** How old the saved index may grow before a page load online refreshes it. */
export const SHELL_INDEX_MAX_AGE_MS = 10 * 60 * 1000;
