import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  ORGANISATION_PAGE_SIZE,
  type OrganisationCard,
  type OrganisationCardsPage,
} from 'shared-contracts';
import type { Queryable } from '../../db/client.js';
import {
  nfcCards,
  orderLines,
  orders,
  organisationMembers as members,
  users,
} from '../../db/schema/index.js';
import { lockPaidCard, movePaidCard, setPaidCardStatus } from '../nfc-cards/public.js';

const membersOf = (organisationId: string) =>
  sql`(select ${members.userId} from ${members} where ${members.organisationId} = ${organisationId})`;

/**
 * The cards an organisation's admins see: every member's (whoever paid), and every card it paid
 * for (also one whose holder has left, so it can go to their successor).
 */
const cardsOf = (organisationId: string) =>
  or(
    eq(nfcCards.organisationId, organisationId),
    inArray(nfcCards.userId, membersOf(organisationId)),
  );

function selectCards(db: Queryable, organisationId: string) {
  return db
    .select({
      code: nfcCards.code,
      status: nfcCards.status,
      productName: orderLines.name,
      holderId: users.id,
      holderName: users.name,
      holderEmail: users.email,
      paidByOrganisation: sql<boolean>`coalesce(${nfcCards.organisationId} = ${organisationId}, false)`,
      orderCode: orders.code,
      createdAt: nfcCards.createdAt,
    })
    .from(nfcCards)
    .leftJoin(orderLines, eq(orderLines.id, nfcCards.orderLineId))
    .leftJoin(orders, eq(orders.id, nfcCards.orderId))
    .leftJoin(users, eq(users.id, nfcCards.userId))
    .$dynamic();
}

type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

const toOrganisationCard = ({ holderId, holderName, holderEmail, ...row }: CardRow) =>
  ({
    ...row,
    holder: holderId ? { userId: holderId, name: holderName!, email: holderEmail! } : null,
    createdAt: row.createdAt.toISOString(),
  }) satisfies OrganisationCard;

/** A page of the organisation's cards, newest first. */
export async function organisationCards(
  db: Queryable,
  organisationId: string,
  page: number,
): Promise<OrganisationCardsPage> {
  const [rows, [all]] = await Promise.all([
    selectCards(db, organisationId)
      .where(cardsOf(organisationId))
      .orderBy(desc(nfcCards.createdAt), nfcCards.code)
      .limit(ORGANISATION_PAGE_SIZE)
      .offset((page - 1) * ORGANISATION_PAGE_SIZE),
    db.select({ n: count() }).from(nfcCards).where(cardsOf(organisationId)),
  ]);
  return {
    cards: rows.map(toOrganisationCard),
    page,
    pageSize: ORGANISATION_PAGE_SIZE,
    total: all?.n ?? 0,
  };
}

const cardOf = async (tx: Queryable, organisationId: string, code: string) => {
  const [row] = await selectCards(tx, organisationId).where(eq(nfcCards.code, code));
  return toOrganisationCard(row!);
};

export type CardChange = OrganisationCard | 'not found' | 'holder gone';

/**
 * Switches off or on a card the organisation paid for. On only while its holder is a member: a
 * card of someone who left goes to a member first (moveCard).
 */
export async function switchCard(
  tx: Queryable,
  organisationId: string,
  code: string,
  active: boolean,
): Promise<CardChange> {
  const card = await lockPaidCard(tx, organisationId, code);
  if (!card) return 'not found';
  if (active) {
    const [member] = card.userId
      ? await tx
          .select({ userId: members.userId })
          .from(members)
          .where(and(eq(members.userId, card.userId), eq(members.organisationId, organisationId)))
      : [];
    if (!member) return 'holder gone';
  }
  await setPaidCardStatus(tx, organisationId, code, active ? 'active' : 'inactive');
  return cardOf(tx, organisationId, code);
}

/**
 * The card opens another member's card from now on (someone left; their successor takes it).
 * Undefined when it is not a card the organisation paid for; the caller has checked the member.
 */
export async function moveCard(
  tx: Queryable,
  organisationId: string,
  code: string,
  userId: string,
): Promise<OrganisationCard | undefined> {
  if (!(await movePaidCard(tx, organisationId, code, userId))) return undefined;
  return cardOf(tx, organisationId, code);
}
