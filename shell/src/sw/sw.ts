import { SAVED_COPY_FIELD } from 'shared-contracts';
import {
  MAX_SAVED_ENTRIES,
  MAX_STATIC_ENTRIES,
  PAGES_CACHE,
  SAVED_ANSWERS_CACHE,
  SHELL_INDEX,
  SHELL_INDEX_MAX_AGE_MS,
  STATIC_CACHE,
  strategyFor,
} from './routes';

declare const self: ServiceWorkerGlobalScope;

const cacheable = (response: Response) => response.ok && response.type === 'basic';

async function trim(cacheName: string, max: number) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  // Keys come back in insertion order: the oldest first.
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

async function cacheFirst(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(STATIC_CACHE);
  const hit = await cache.match(event.request);
  if (hit) return hit;
  const response = await fetch(event.request);
  if (cacheable(response)) {
    event.waitUntil(
      cache.put(event.request, response.clone()).then(() => trim(STATIC_CACHE, MAX_STATIC_ENTRIES)),
    );
  }
  return response;
}

const saveShellIndex = () =>
  caches
    .open(PAGES_CACHE)
    .then((cache) => cache.add(new Request(SHELL_INDEX, { cache: 'no-cache' })));

/** The saved index follows the deployed shell: refreshed after a page load once it is a while old. */
async function refreshShellIndex() {
  const saved = await caches.open(PAGES_CACHE).then((cache) => cache.match(SHELL_INDEX));
  const savedAt = Date.parse(saved?.headers.get('date') ?? '');
  if (Number.isNaN(savedAt) || Date.now() - savedAt > SHELL_INDEX_MAX_AGE_MS) {
    await saveShellIndex();
  }
}

async function networkFirst(event: FetchEvent): Promise<Response> {
  try {
    // The navigation preload started the request while this worker was waking up.
    const preloaded = (await event.preloadResponse) as Response | undefined;
    const response = preloaded ?? (await fetch(event.request));
    event.waitUntil(refreshShellIndex().catch(() => {}));
    return response;
  } catch (error) {
    const saved = await caches.open(PAGES_CACHE).then((cache) => cache.match(SHELL_INDEX));
    if (saved) return saved;
    throw error;
  }
}

/** When an answer was kept: a header of the kept copy only, never sent by the server. */
const SAVED_AT_HEADER = 'x-tapfolio-saved-at';

const withHeaders = (response: Response, body: BodyInit | null, headers: Headers) =>
  new Response(body, { status: response.status, statusText: response.statusText, headers });

function stamped(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  return withHeaders(response, response.body, headers);
}

/** A kept JSON envelope says it is one, and since when (shared-contracts' SavedCopy). */
async function savedCopy(saved: Response): Promise<Response> {
  const savedAt = saved.headers.get(SAVED_AT_HEADER);
  if (!savedAt || !saved.headers.get('content-type')?.includes('application/json')) return saved;
  const body: unknown = await saved
    .clone()
    .json()
    .catch(() => undefined);
  if (typeof body !== 'object' || body === null || !('success' in body)) return saved;
  const headers = new Headers(saved.headers);
  headers.delete('content-length');
  return withHeaders(saved, JSON.stringify({ ...body, [SAVED_COPY_FIELD]: savedAt }), headers);
}

/** The person's own answers and the release table: asked for first, kept, and used offline. */
async function networkThenSaved(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(SAVED_ANSWERS_CACHE);
  try {
    const response = await fetch(event.request);
    if (cacheable(response)) {
      event.waitUntil(
        cache
          .put(event.request, stamped(response.clone()))
          .then(() => trim(SAVED_ANSWERS_CACHE, MAX_SAVED_ENTRIES)),
      );
    }
    return response;
  } catch (error) {
    // Whatever the request's headers (its bearer token among them): the cache is the session's.
    const saved = await cache.match(event.request, { ignoreVary: true });
    if (!saved) throw error;
    return savedCopy(saved);
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    saveShellIndex()
      // Offline fallback only: a worker that could not save it still serves everything else.
      .catch(() => {})
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const current = new Set([STATIC_CACHE, PAGES_CACHE, SAVED_ANSWERS_CACHE]);
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('tapfolio-') && !current.has(name))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.registration.navigationPreload?.enable())
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, self.location.origin);
  if (strategy === 'static') event.respondWith(cacheFirst(event));
  else if (strategy === 'page') event.respondWith(networkFirst(event));
  else if (strategy === 'saved') event.respondWith(networkThenSaved(event));
});
