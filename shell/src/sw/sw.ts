import {
  MAX_STATIC_ENTRIES,
  PAGES_CACHE,
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

self.addEventListener('install', (event) => {
  event.waitUntil(
    saveShellIndex()
      // Offline fallback only: a worker that could not save it still serves everything else.
      .catch(() => {})
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const current = new Set([STATIC_CACHE, PAGES_CACHE]);
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
});
