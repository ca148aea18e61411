import { LRUCache } from 'lru-cache';

/**
 * The public catalogue's answers, kept as the JSON text they are sent as. Every visitor asks for
 * the same few pages, and the catalogue changes rarely: an answer is reused for a few seconds,
 * concurrent misses of one key share one query, and any admin write clears it at once (on this
 * instance; other instances follow within the lifetime). A lifetime of 0 turns it off.
 */
export interface ReadCache {
  /** The cached text for `key`, or `load()`'s answer serialised and kept. */
  json(key: string, load: () => Promise<unknown>): Promise<string>;
  clear(): void;
}

const MAX_ENTRIES = 1_000;

export function createReadCache(lifetimeMs: number): ReadCache {
  if (lifetimeMs <= 0) {
    return { json: async (_key, load) => JSON.stringify(await load()), clear: () => {} };
  }
  const cache = new LRUCache<string, string, () => Promise<unknown>>({
    max: MAX_ENTRIES,
    ttl: lifetimeMs,
    // A failed load is not kept: the next request asks the database again.
    fetchMethod: async (_key, _stale, { context: load }) => JSON.stringify(await load()),
  });
  return {
    json: async (key, load) => (await cache.fetch(key, { context: load }))!,
    clear: () => cache.clear(),
  };
}
