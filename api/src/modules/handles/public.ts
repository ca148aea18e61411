import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { portfolioHandles } from '../../db/schema/index.js';

/**
 * Marks every handle of an account being closed as released now (in the closing transaction,
 * before the account's row goes): RELEASE_AFTER_DAYS later someone else may take them.
 */
export async function releaseHandlesOf(tx: Queryable, userId: string): Promise<void> {
  await tx
    .update(portfolioHandles)
    .set({ releasedAt: new Date() })
    .where(eq(portfolioHandles.userId, userId));
}
