import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { nfcCardUrl, type StaffCard } from 'shared-contracts';
import type { Queryable } from '../../db/client.js';
import { users } from '../../db/schema/account.js';
import { nfcCards } from '../../db/schema/nfc-cards.js';
import { orderLines } from '../../db/schema/orders.js';

/** An order's cards as the staff who print and write them see them, in line order and unit. */
export async function staffCardsOfOrder(
  db: Queryable,
  orderId: string,
  publicUrl: string,
): Promise<StaffCard[]> {
  const rows = await db
    .select({
      code: nfcCards.code,
      productName: orderLines.name,
      details: nfcCards.nfcDetails,
      writtenAt: nfcCards.writtenAt,
      writtenBy: users.email,
    })
    .from(nfcCards)
    .leftJoin(orderLines, eq(orderLines.id, nfcCards.orderLineId))
    .leftJoin(users, eq(users.id, nfcCards.writtenBy))
    .where(eq(nfcCards.orderId, orderId))
    .orderBy(asc(orderLines.position), asc(nfcCards.unit));
  return rows.map((row) => ({
    code: row.code,
    url: nfcCardUrl(publicUrl, row.code),
    productName: row.productName,
    holder: row.details
      ? { customerName: row.details.customerName, designation: row.details.designation }
      : null,
    writtenAt: row.writtenAt?.toISOString() ?? null,
    writtenBy: row.writtenBy,
  }));
}

/** What is printed on each of an order's cards that has details of its own (a bulk order's). */
export async function printedDetailsOf(db: Queryable, orderId: string) {
  const rows = await db
    .select({ code: nfcCards.code, details: nfcCards.nfcDetails })
    .from(nfcCards)
    .where(and(eq(nfcCards.orderId, orderId), isNotNull(nfcCards.nfcDetails)));
  return new Map(rows.map((row) => [row.code, row.details!]));
}

/**
 * Marks a card of the order as written (its chip holds its URL, read back): when and by whom. A
 * card already marked keeps its first record. Answers whether the card is the order's.
 */
export async function markCardWritten(
  tx: Queryable,
  orderId: string,
  code: string,
  by: string,
  at = new Date(),
): Promise<{ found: boolean; alreadyWritten: boolean }> {
  const [card] = await tx
    .select({ writtenAt: nfcCards.writtenAt })
    .from(nfcCards)
    .where(and(eq(nfcCards.orderId, orderId), eq(nfcCards.code, code)))
    .for('update');
  if (!card) return { found: false, alreadyWritten: false };
  if (card.writtenAt) return { found: true, alreadyWritten: true };
  await tx
    .update(nfcCards)
    .set({ writtenAt: at, writtenBy: by, updatedAt: at })
    .where(eq(nfcCards.code, code));
  return { found: true, alreadyWritten: false };
}
