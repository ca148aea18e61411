import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.js';
import { closedAccounts } from '../../db/schema/index.js';
import { isUuid } from '../../lib/uuid.js';
import type { PublicCards } from '../portfolio/public.js';

const MAX_KNOWN = 10_000;
/** An id found open is believed briefly; a closing anywhere forgets it at once (below). */
const OPEN_LIFETIME_MS = 5_000;

/**
 * Whether an id belongs to a deleted account. Asked only when no card was found, so a card that
 * exists costs nothing. A closed account never reopens: a yes is kept; a no is kept a few seconds
 * (a flood of made-up ids should not each cost a query) and dropped when the card is invalidated,
 * which the deletion does on every instance.
 */
export function createClosedAccounts(db: Database, publicCards: PublicCards) {
  const closed = new LRUCache<string, true>({ max: MAX_KNOWN });
  const open = new LRUCache<string, true>({ max: MAX_KNOWN, ttl: OPEN_LIFETIME_MS });
  // Bumped by every invalidation: a no read while one happened is not kept, it may predate it.
  let invalidations = 0;
  const unsubscribe = publicCards.subscribe((userId) => {
    invalidations++;
    open.delete(userId);
  });

  return {
    stop: unsubscribe,
    async isClosed(userId: string): Promise<boolean> {
      if (!isUuid(userId)) return false;
      const key = userId.toLowerCase();
      if (closed.has(key)) return true;
      if (open.has(key)) return false;
      const before = invalidations;
      const [row] = await db
        .select({ userId: closedAccounts.userId })
        .from(closedAccounts)
        .where(eq(closedAccounts.userId, key));
      if (row) closed.set(key, true);
      else if (before === invalidations) open.set(key, true);
      return Boolean(row);
    },
  };
}

export type ClosedAccounts = ReturnType<typeof createClosedAccounts>;
