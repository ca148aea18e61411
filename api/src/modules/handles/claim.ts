import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { HANDLE_CHANGES_PER_30_DAYS } from 'shared-contracts';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/client.js';
import { portfolioHandles } from '../../db/schema/handles.js';
import { lockOwnCard, setCardHandle } from '../portfolio/public.js';
import { DAY_MS, releaseCutoff } from './repository.js';

export type ClaimOutcome = 'claimed' | 'no-portfolio' | 'taken' | 'too-many';

/**
 * Makes `handle` (already checked and normalised) the person's current one, in one transaction.
 * The handle's row in portfolio_handles decides who holds it: the first insert wins, and a second
 * person asking at the same moment waits on that row's unique key, then finds it taken. A row of
 * the person's own (an old handle) may be taken back; one of someone else's, or of a deleted
 * account's, never.
 */
export async function claimHandle(
  db: Database,
  userId: string,
  handle: string,
): Promise<ClaimOutcome> {
  try {
    return await db.transaction(async (tx) => {
      // Locks the person's card, so two of their own changes apply one after the other.
      const card = await lockOwnCard(tx, userId);
      if (!card) return 'no-portfolio';
      // A handle new to the person is theirs for ever: only a few of those a month. Taking back
      // an old one of their own costs nothing.
      const since = new Date(Date.now() - 30 * DAY_MS);
      const [own] = await tx
        .select({
          recent: sql<number>`count(*) filter (where ${portfolioHandles.createdAt} > ${since.toISOString()}::timestamptz)::int`,
          held: sql<boolean>`bool_or(${portfolioHandles.handle} = ${handle})`,
        })
        .from(portfolioHandles)
        .where(eq(portfolioHandles.userId, userId));
      if (!own?.held && (own?.recent ?? 0) >= HANDLE_CHANGES_PER_30_DAYS) return 'too-many';

      // A closed account's handle, released long enough ago, passes to the one asking.
      await tx
        .update(portfolioHandles)
        .set({ userId, createdAt: new Date(), releasedAt: null })
        .where(
          and(
            eq(portfolioHandles.handle, handle),
            isNull(portfolioHandles.userId),
            lte(portfolioHandles.releasedAt, releaseCutoff()),
          ),
        );
      await tx.insert(portfolioHandles).values({ handle, userId }).onConflictDoNothing();
      const [held] = await tx
        .select({ userId: portfolioHandles.userId })
        .from(portfolioHandles)
        .where(eq(portfolioHandles.handle, handle));
      if (held?.userId !== userId) return 'taken';

      await setCardHandle(tx, { id: card.id, userId }, handle);
      return 'claimed';
    });
  } catch (error) {
    // portfolios.handle is unique too: a current handle with no row of its own (data from before
    // the history table) is still someone else's.
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}
