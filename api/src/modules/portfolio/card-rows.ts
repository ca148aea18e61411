import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { portfolios } from '../../db/schema/portfolio.js';

/** The portfolio's id when it is the person's own; undefined for anyone else's or none. */
export async function ownPortfolioId(
  tx: Queryable,
  userId: string,
  portfolioId: string,
): Promise<string | undefined> {
  const [portfolio] = await tx
    .select({ id: portfolios.id })
    .from(portfolios)
    .where(and(eq(portfolios.id, portfolioId), eq(portfolios.userId, userId)));
  return portfolio?.id;
}

/** The person's card row, locked until the transaction ends: their own changes queue up. */
export async function lockOwnCard(tx: Queryable, userId: string) {
  const [card] = await tx
    .select({ id: portfolios.id })
    .from(portfolios)
    .where(eq(portfolios.userId, userId))
    .for('update');
  return card;
}

/**
 * The card's current handle (the handles domain decides who may hold it). Unique here too: a
 * handle another card holds fails with a unique violation.
 */
export async function setCardHandle(
  tx: Queryable,
  card: { id: string; userId: string },
  handle: string,
): Promise<void> {
  await tx
    .update(portfolios)
    .set({ handle, updatedAt: new Date() })
    .where(and(eq(portfolios.id, card.id), eq(portfolios.userId, card.userId)));
}
