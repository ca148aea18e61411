import { clientNetwork } from 'api';
import { LRUCache } from 'lru-cache';

export interface UnknownCodeLimit {
  /** Unknown codes one client network may ask for in a window. */
  max: number;
  windowMs: number;
}

/**
 * High enough for a hall of phones behind one carrier address, whose people mistype a code now
 * and then; far too low to walk a code space of 31^8 (the first cards' codes) or 31^12.
 */
export const UNKNOWN_CODE_LIMIT: UnknownCodeLimit = { max: 50, windowMs: 10 * 60_000 };

/** Networks remembered at once: the oldest is forgotten first, so memory stays bounded. */
const NETWORKS_KEPT = 100_000;

/**
 * The codes each client network asked for that no card has, in a fixed window, in this process.
 * Once past the limit, every code from that network is refused before it is looked up, so a hit
 * cannot be told from a miss by the answer: guessing learns nothing until the window ends.
 */
export function unknownCodeLimiter({ max, windowMs }: UnknownCodeLimit = UNKNOWN_CODE_LIMIT) {
  const misses = new LRUCache<string, { count: number; startedAt: number }>({ max: NETWORKS_KEPT });
  const current = (ip: string, now: number) => {
    const seen = misses.get(clientNetwork(ip));
    return seen && now - seen.startedAt < windowMs ? seen : undefined;
  };
  return {
    /** Seconds until `ip`'s network may look codes up again; 0 while it may. */
    waitSeconds(ip: string, now = Date.now()): number {
      const seen = current(ip, now);
      if (!seen || seen.count < max) return 0;
      return Math.max(1, Math.ceil((seen.startedAt + windowMs - now) / 1000));
    },
    /** `ip` asked for a code that no card has. */
    missed(ip: string, now = Date.now()) {
      const seen = current(ip, now);
      if (seen) seen.count += 1;
      else misses.set(clientNetwork(ip), { count: 1, startedAt: now });
    },
  };
}
