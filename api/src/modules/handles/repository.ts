import { eq } from 'drizzle-orm';
import type { HandleLookup } from 'shared-contracts';
import type { Database } from '../../db/client.js';
import { portfolioHandles, portfolios } from '../../db/schema/index.js';

export const DAY_MS = 86_400_000;

/** Days after its owner's account closed before a handle may be someone else's. */
export const RELEASE_AFTER_DAYS = 90;
export const releaseCutoff = () => new Date(Date.now() - RELEASE_AFTER_DAYS * DAY_MS);

/**
 * Who holds a handle: a user id, null for a closed account's, undefined when never taken or
 * released long enough ago (RELEASE_AFTER_DAYS) for anyone to take.
 */
export async function handleOwner(
  db: Database,
  handle: string,
): Promise<string | null | undefined> {
  const [row] = await db
    .select({ userId: portfolioHandles.userId, releasedAt: portfolioHandles.releasedAt })
    .from(portfolioHandles)
    .where(eq(portfolioHandles.handle, handle));
  if (!row) return undefined;
  if (row.userId === null && row.releasedAt && row.releasedAt <= releaseCutoff()) return undefined;
  return row.userId;
}

/**
 * Whose card a handle (current or old) opens and its owner's current handle; 'gone' once the
 * owner deleted their account; null for a handle no one ever held.
 */
export async function findHandle(
  db: Database,
  handle: string,
): Promise<HandleLookup | 'gone' | null> {
  const [row] = await db
    .select({ userId: portfolioHandles.userId, current: portfolios.handle })
    .from(portfolioHandles)
    .leftJoin(portfolios, eq(portfolios.userId, portfolioHandles.userId))
    .where(eq(portfolioHandles.handle, handle));
  if (!row) return null;
  if (!row.userId) return 'gone';
  // Every handle set is also the card's current one, so `current` is there; were it ever cleared,
  // the asked handle still opens its owner's card.
  return { userId: row.userId, handle: row.current ?? handle };
}
