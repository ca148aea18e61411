import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { nfcCardUrl, type NfcCard, type NfcCardStatus } from 'shared-contracts';
import type { Database, Queryable } from '../../db/client.js';
import { nfcCards, type NfcCardRow } from '../../db/schema/nfc-cards.js';
import { orderLines, type OrderRow } from '../../db/schema/orders.js';
import { portfolios } from '../../db/schema/portfolio.js';
import { newNfcCode } from './codes.js';

/** A clash of 8 random characters from 31 is about one in 850 billion: a few tries always do. */
const MAX_TRIES = 10;

export function toNfcCard(row: NfcCardRow, productName: string | null, publicUrl: string): NfcCard {
  return {
    code: row.code,
    status: row.status,
    url: nfcCardUrl(publicUrl, row.code),
    orderId: row.orderId,
    productName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Cards with their design's name, newest first, then in the order's line order and unit. */
async function cardsWhere(db: Queryable, where: ReturnType<typeof eq>, publicUrl: string) {
  const rows = await db
    .select({ card: nfcCards, productName: orderLines.name })
    .from(nfcCards)
    .leftJoin(orderLines, eq(orderLines.id, nfcCards.orderLineId))
    .where(where)
    .orderBy(desc(nfcCards.createdAt), asc(orderLines.position), asc(nfcCards.unit))
    .limit(1000);
  return rows.map(({ card, productName }) => toNfcCard(card, productName, publicUrl));
}

/** Whose a unit's card is: the order's person, or a bulk order's member for that unit. */
function holderOf(order: CardsOrder, unit: number) {
  const holder = order.bulk?.holders[unit - 1];
  if (!holder) return { userId: order.userId };
  return {
    userId: holder.userId,
    organisationId: order.organisationId,
    nfcDetails: holder.nfcDetails,
  };
}

type CardsOrder = Pick<OrderRow, 'id' | 'userId' | 'organisationId' | 'bulk'>;

/**
 * Makes the cards an order is still missing: one per unit of each of its lines, owned by the
 * order's person (a bulk order's: by each unit's member, paid for by the organisation, printed
 * with that member's details). Run in the transaction that marks the order paid (or by the
 * admin's `cards` command, with the order locked), so a card exists exactly when its order is
 * paid. A code that clashes is skipped by the insert (a failed insert would end the whole
 * transaction) and drawn again. Answers the rows made.
 */
export async function makeMissingCards(tx: Queryable, order: CardsOrder): Promise<NfcCardRow[]> {
  const lines = await tx
    .select({ id: orderLines.id, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  const existing = await tx
    .select({ lineId: nfcCards.orderLineId, unit: nfcCards.unit })
    .from(nfcCards)
    .where(eq(nfcCards.orderId, order.id));
  const have = new Set(existing.map((card) => `${card.lineId}:${card.unit}`));
  let wanted = lines.flatMap((line) =>
    Array.from({ length: line.quantity }, (_, i) => ({ lineId: line.id, unit: i + 1 })).filter(
      (card) => !have.has(`${card.lineId}:${card.unit}`),
    ),
  );
  const made: NfcCardRow[] = [];
  for (let attempt = 0; wanted.length > 0; attempt += 1) {
    if (attempt === MAX_TRIES) throw new Error('no free NFC card code after several tries');
    const values = wanted.map((card) => ({
      code: newNfcCode(),
      orderId: order.id,
      orderLineId: card.lineId,
      unit: card.unit,
      ...holderOf(order, card.unit),
    }));
    const inserted = await tx
      .insert(nfcCards)
      .values(values)
      .onConflictDoNothing({ target: nfcCards.code })
      .returning();
    made.push(...inserted);
    const done = new Set(inserted.map((row) => `${row.orderLineId}:${row.unit}`));
    wanted = wanted.filter((card) => !done.has(`${card.lineId}:${card.unit}`));
  }
  return made;
}

/** The cards made for one order, as its detail shows them. */
export const cardsOfOrder = (db: Queryable, orderId: string, publicUrl: string) =>
  cardsWhere(db, eq(nfcCards.orderId, orderId), publicUrl);

/** A person's cards, newest first. */
export const cardsOfUser = (db: Queryable, userId: string, publicUrl: string) =>
  cardsWhere(db, eq(nfcCards.userId, userId), publicUrl);

/** Cards by code, as the admin's commands print them. */
export const cardsByCode = (db: Queryable, codes: string[], publicUrl: string) =>
  codes.length === 0
    ? Promise.resolve([])
    : cardsWhere(db, inArray(nfcCards.code, codes), publicUrl);

/**
 * Moves the caller's own card between 'active' and 'lost'. An 'inactive' card is neither: it
 * stays as it is and answers undefined, as another person's or an unknown code does.
 */
export async function setOwnCardStatus(
  db: Database,
  userId: string,
  code: string,
  status: Exclude<NfcCardStatus, 'inactive'>,
): Promise<NfcCardRow | undefined> {
  const [row] = await db
    .update(nfcCards)
    .set({ status })
    .where(
      and(
        eq(nfcCards.code, code),
        eq(nfcCards.userId, userId),
        inArray(nfcCards.status, ['active', 'lost']),
      ),
    )
    .returning();
  return row;
}

/** What a chip's link opens: the owner and their current handle, 'inactive', or null. */
export type NfcResolution = { userId: string; handle: string | null } | 'inactive' | null;

/**
 * Whose card a code opens: the owner's id and current handle while the card is active and owned;
 * 'inactive' for a lost or deactivated card, or one whose owner closed their account; null for a
 * code that was never given out.
 */
export async function resolveCard(db: Queryable, code: string): Promise<NfcResolution> {
  const [row] = await db
    .select({ status: nfcCards.status, userId: nfcCards.userId, handle: portfolios.handle })
    .from(nfcCards)
    .leftJoin(portfolios, eq(portfolios.userId, nfcCards.userId))
    .where(eq(nfcCards.code, code));
  if (!row) return null;
  if (row.status !== 'active' || !row.userId) return 'inactive';
  return { userId: row.userId, handle: row.handle };
}

/**
 * The admin's move of a card to another account (an employee leaving). A lost card stays lost
 * (its new owner may reactivate it); one deactivated with a closed account works again, since
 * the admin has just given it a new owner.
 */
export async function moveCard(
  db: Database,
  code: string,
  userId: string,
): Promise<NfcCardRow | undefined> {
  const [row] = await db
    .update(nfcCards)
    .set({
      userId,
      status: sql<NfcCardStatus>`case when ${nfcCards.status} = 'inactive' then 'active' else ${nfcCards.status} end`,
    })
    .where(eq(nfcCards.code, code))
    .returning();
  return row;
}

/** A closed account's cards stop opening anything (their owner is gone; an admin may move them). */
export async function deactivateCardsOf(tx: Queryable, userId: string): Promise<void> {
  await tx.update(nfcCards).set({ status: 'inactive' }).where(eq(nfcCards.userId, userId));
}
