import { LRUCache } from 'lru-cache';
import type { PortfolioResult } from 'shared-contracts';
import { strongEtag } from '../../lib/etag.js';
import { isUuid } from '../../lib/uuid.js';

/** A public card as the API answers it, with what a cache in front of it needs. */
export interface PublicCard {
  result: PortfolioResult;
  /** Strong: the SHA-256 of the result's JSON, the same on every instance for the same card. */
  etag: string;
  /** The latest change to the card or one of its services. */
  updatedAt: Date;
}

export interface PublicCards {
  /** The card, from memory when this instance has it; null for unknown and malformed ids. */
  get(userId: string): Promise<PublicCard | null>;
  /** Forgets the card here and on every other instance, and tells the subscribers. */
  invalidate(userId: string): void;
  /** Told of every invalidation, this instance's and the others'. Returns the unsubscribe. */
  subscribe(listener: (userId: string) => void): () => void;
}

/** What the plugin adds: how another instance's news and a lost connection reach the cache. */
export interface PublicCardCache extends PublicCards {
  /** Another instance's invalidation: forgotten and told to subscribers, not sent on again. */
  received(userId: string): void;
  /** Invalidations may have been missed: forgets every card, telling subscribers of each. */
  forgetAll(): void;
}

export interface PublicCardCacheOptions {
  load(userId: string): Promise<{ result: PortfolioResult; updatedAt: Date } | null>;
  /** How long a card is kept; 0 turns the cache off (every get loads). */
  lifetimeMs: number;
  /** Tells the other instances (after this one has forgotten the card). */
  broadcast?(userId: string): void;
  onListenerError?(error: unknown): void;
}

const MAX_CARDS = 10_000;
/** JSON characters kept at most, so a few large cards cannot take the memory of many small ones. */
const MAX_CARD_CHARS = 32 * 1024 * 1024;
/** An unknown id is remembered briefly: a card made meanwhile invalidates it anyway. */
const MISS_LIFETIME_MS = 5_000;
const MAX_MISSES = 10_000;

interface Flight {
  promise: Promise<PublicCard | null>;
  /** False once the card was invalidated while this load ran: its answer may predate the save. */
  current: boolean;
}

/**
 * Read-through cache of public cards, by user id. Concurrent misses of one card share one load;
 * a load that an invalidation overtook answers its waiters but is not kept; a failed load is not
 * kept. Unknown ids live in a cache of their own, so a flood of made-up ids cannot push real
 * cards out. The cards handed out are shared: read them, never change them.
 */
export function createPublicCardCache(options: PublicCardCacheOptions): PublicCardCache {
  const { lifetimeMs } = options;
  const listeners = new Set<(userId: string) => void>();
  const on = lifetimeMs > 0;
  const cards = new LRUCache<string, PublicCard>({
    max: MAX_CARDS,
    maxSize: MAX_CARD_CHARS,
    ttl: Math.max(1, lifetimeMs),
  });
  const misses = new LRUCache<string, true>({
    max: MAX_MISSES,
    ttl: Math.max(1, Math.min(lifetimeMs, MISS_LIFETIME_MS)),
  });
  const flights = new Map<string, Flight>();

  /** The card and its size in JSON characters (what the cache's memory bound counts). */
  const load = async (userId: string) => {
    const found = await options.load(userId);
    if (!found) return null;
    const json = JSON.stringify(found.result);
    const card: PublicCard = { ...found, etag: strongEtag(json) };
    return { card, size: json.length };
  };

  const tell = (userId: string) => {
    for (const listener of listeners) {
      try {
        listener(userId);
      } catch (error) {
        options.onListenerError?.(error);
      }
    }
  };

  const forget = (userId: string) => {
    cards.delete(userId);
    misses.delete(userId);
    const flight = flights.get(userId);
    if (flight) {
      flight.current = false;
      flights.delete(userId);
    }
  };

  // Ids are uuids, which PostgreSQL reads in any case: one key per card, whatever the spelling.
  const keyOf = (userId: string) => (isUuid(userId) ? userId.toLowerCase() : null);

  return {
    async get(userId) {
      const key = keyOf(userId);
      if (!key) return null;
      if (!on) return (await load(key))?.card ?? null;
      const kept = cards.get(key);
      if (kept) return kept;
      if (misses.has(key)) return null;
      let flight = flights.get(key);
      if (!flight) {
        const started: Flight = { current: true, promise: Promise.resolve(null) };
        started.promise = load(key)
          .then((loaded) => {
            if (started.current) {
              if (loaded) cards.set(key, loaded.card, { size: Math.max(1, loaded.size) });
              else misses.set(key, true);
            }
            return loaded?.card ?? null;
          })
          .finally(() => {
            if (flights.get(key) === started) flights.delete(key);
          });
        flights.set(key, started);
        flight = started;
      }
      return flight.promise;
    },

    invalidate(userId) {
      const key = keyOf(userId);
      if (!key) return;
      forget(key);
      tell(key);
      options.broadcast?.(key);
    },

    received(userId) {
      const key = keyOf(userId);
      if (!key) return;
      forget(key);
      tell(key);
    },

    forgetAll() {
      const known = new Set([...cards.keys(), ...misses.keys(), ...flights.keys()]);
      for (const key of known) forget(key);
      for (const key of known) tell(key);
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
