import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { nfcCards } from '../../db/schema/nfc-cards.js';

/**
 * The cards an organisation paid for (a bulk order's), as its admins change them: the teams
 * module decides who may, these only change the card.
 */
const paidFor = (organisationId: string, code: string) =>
  and(eq(nfcCards.code, code), eq(nfcCards.organisationId, organisationId));

/** The card's holder, the card locked until the transaction ends; undefined for another's card. */
export async function lockPaidCard(tx: Queryable, organisationId: string, code: string) {
  const [card] = await tx
    .select({ userId: nfcCards.userId })
    .from(nfcCards)
    .where(paidFor(organisationId, code))
    .for('update');
  return card;
}

export async function setPaidCardStatus(
  tx: Queryable,
  organisationId: string,
  code: string,
  status: 'active' | 'inactive',
): Promise<void> {
  await tx
    .update(nfcCards)
    .set({ status, updatedAt: new Date() })
    .where(paidFor(organisationId, code));
}

/**
 * The card opens another member's card from now on, switched on again unless its holder
 * reported it lost. False when it is not a card the organisation paid for.
 */
export async function movePaidCard(
  tx: Queryable,
  organisationId: string,
  code: string,
  userId: string,
): Promise<boolean> {
  const moved = await tx
    .update(nfcCards)
    .set({
      userId,
      status: sql`case when ${nfcCards.status} = 'lost' then 'lost' else 'active' end`,
      updatedAt: new Date(),
    })
    .where(paidFor(organisationId, code))
    .returning({ code: nfcCards.code });
  return moved.length > 0;
}

/** Someone left or was removed: the cards the organisation paid for stop opening their card. */
export async function switchOffPaidCards(
  tx: Queryable,
  organisationId: string,
  userId: string,
): Promise<void> {
  await tx
    .update(nfcCards)
    .set({ status: 'inactive', updatedAt: new Date() })
    .where(and(eq(nfcCards.organisationId, organisationId), eq(nfcCards.userId, userId)));
}
