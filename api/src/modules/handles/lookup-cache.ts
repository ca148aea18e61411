import { LRUCache } from 'lru-cache';
import {
  HANDLE_MAX_LENGTH,
  HANDLE_MIN_LENGTH,
  HANDLE_PATTERN,
  type HandleLookup,
} from 'shared-contracts';

export type HandleAnswer = HandleLookup | 'gone' | null;

export interface HandleLookups {
  /**
   * Whose card a handle opens (any case; old handles too) and its owner's current handle; 'gone'
   * when its owner deleted their account; null when no one ever held it.
   */
  lookup(handle: string): Promise<HandleAnswer>;
}

export interface HandleLookupCache extends HandleLookups {
  /** The person's card changed (maybe their handle): forgets every handle of theirs. */
  forgetUser(userId: string): void;
}

export interface HandleLookupCacheOptions {
  load(handle: string): Promise<HandleAnswer>;
  /** How long an answer is kept; 0 turns the cache off. */
  lifetimeMs: number;
}

const MAX_HANDLES = 10_000;
/** A handle no one holds is remembered briefly, and forgotten whenever any card changes. */
const MISS_LIFETIME_MS = 5_000;
const MAX_MISSES = 10_000;

/** Only what a stored handle can look like reaches the database (no NUL, no 5 KB segment). */
const couldBeHandle = (handle: string) =>
  handle.length >= HANDLE_MIN_LENGTH &&
  handle.length <= HANDLE_MAX_LENGTH &&
  HANDLE_PATTERN.test(handle);

/**
 * Every tap on a `/@handle` link asks this first: answers are kept in memory, by handle, and
 * dropped per person when their card is invalidated (on every replica, through the public
 * cards' notifications). A load that an invalidation overtook answers its caller but is not kept.
 */
export function createHandleLookupCache(options: HandleLookupCacheOptions): HandleLookupCache {
  const on = options.lifetimeMs > 0;
  const ttl = Math.max(1, options.lifetimeMs);
  /** Handles of each person that are in `found`, so one invalidation finds them all. */
  const byUser = new Map<string, Set<string>>();
  /** Handles of closed accounts in `found`: any of them may have been released and taken. */
  const gone = new Set<string>();
  const unindex = (handle: string, answer: HandleLookup | 'gone') => {
    if (answer === 'gone') {
      gone.delete(handle);
      return;
    }
    const handles = byUser.get(answer.userId);
    handles?.delete(handle);
    if (handles?.size === 0) byUser.delete(answer.userId);
  };
  const found = new LRUCache<string, HandleLookup | 'gone'>({
    max: MAX_HANDLES,
    ttl,
    dispose: (answer, handle) => unindex(handle, answer),
  });
  const misses = new LRUCache<string, true>({
    max: MAX_MISSES,
    ttl: Math.max(1, Math.min(options.lifetimeMs, MISS_LIFETIME_MS)),
  });
  const flights = new Map<string, Promise<HandleAnswer>>();
  /** Bumped by every invalidation: a load started before one may hold what it changed. */
  let generation = 0;

  const keep = (handle: string, answer: HandleAnswer) => {
    if (answer === null) {
      misses.set(handle, true);
      return;
    }
    found.set(handle, answer);
    if (answer === 'gone') gone.add(handle);
    else {
      const handles = byUser.get(answer.userId) ?? new Set<string>();
      handles.add(handle);
      byUser.set(answer.userId, handles);
    }
  };

  return {
    async lookup(asked) {
      const handle = asked.toLowerCase();
      if (!couldBeHandle(handle)) return null;
      if (!on) return options.load(handle);
      const kept = found.get(handle);
      if (kept) return kept;
      if (misses.has(handle)) return null;
      const flying = flights.get(handle);
      if (flying) return flying;
      const started = generation;
      const flight: Promise<HandleAnswer> = options
        .load(handle)
        .then((answer) => {
          if (started === generation) keep(handle, answer);
          return answer;
        })
        .finally(() => {
          if (flights.get(handle) === flight) flights.delete(handle);
        });
      flights.set(handle, flight);
      return flight;
    },

    forgetUser(userId) {
      generation += 1;
      // Loads in flight may predate the change: later callers load again.
      flights.clear();
      const key = userId.toLowerCase();
      // A copy: each delete unindexes the handle from the set being read.
      for (const handle of [...(byUser.get(key) ?? [])]) found.delete(handle);
      byUser.delete(key);
      // A handle no one held, or a closed account's released one, may be this person's new one.
      misses.clear();
      for (const handle of [...gone]) found.delete(handle);
    },
  };
}
