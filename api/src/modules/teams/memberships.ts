import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { OrganisationRole } from 'shared-contracts';
import type { Database, Queryable } from '../../db/client.js';
import { organisationMembers as members, organisations, users } from '../../db/schema/index.js';
import { removeTemplate } from './brand.js';
import { switchOffPaidCards } from '../nfc-cards/public.js';

/** The member acted on, as the one acting may see them; why not, otherwise. */
export type MemberChange =
  | { name: string; cards: string[] }
  | 'not found'
  | 'the owner'
  | 'yourself'
  | 'owners only';

const memberOf = (tx: Queryable, organisationId: string, userId: string) =>
  tx
    .select({ role: members.role, name: users.name })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.organisationId, organisationId), eq(members.userId, userId)))
    .then(([row]) => row);

/** The member's name, or undefined for someone not in the organisation. */
export const memberName = async (tx: Queryable, organisationId: string, userId: string) =>
  (await memberOf(tx, organisationId, userId))?.name;

/**
 * Who may act on whom: nobody on the owner (ownership is handed over, never taken), nobody on
 * themselves (they leave instead), and an admin on members only: admins are the owner's to make
 * and unmake.
 */
async function target(
  tx: Queryable,
  organisationId: string,
  actor: { userId: string; role: OrganisationRole },
  userId: string,
): Promise<MemberChange> {
  if (userId === actor.userId) return 'yourself';
  const member = await memberOf(tx, organisationId, userId);
  if (!member) return 'not found';
  if (member.role === 'owner') return 'the owner';
  if (member.role === 'admin' && actor.role !== 'owner') return 'owners only';
  return { name: member.name, cards: [] };
}

/** Changes of who is in an organisation and with what role, each in one transaction. */
export function createMemberships(db: Database) {
  return {
    async setRole(
      organisationId: string,
      actor: { userId: string; role: OrganisationRole },
      userId: string,
      role: 'admin' | 'member',
    ): Promise<MemberChange> {
      return db.transaction(async (tx) => {
        const found = await target(tx, organisationId, actor, userId);
        // Making an admin is the owner's too.
        if (typeof found === 'object' && role === 'admin' && actor.role !== 'owner') {
          return 'owners only';
        }
        if (typeof found === 'object') {
          await tx.update(members).set({ role }).where(eq(members.userId, userId));
        }
        return found;
      });
    },

    async remove(
      organisationId: string,
      actor: { userId: string; role: OrganisationRole },
      userId: string,
    ): Promise<MemberChange> {
      return db.transaction(async (tx) => {
        const found = await target(tx, organisationId, actor, userId);
        if (typeof found !== 'object') return found;
        await tx.delete(members).where(eq(members.userId, userId));
        await switchOffPaidCards(tx, organisationId, userId);
        return { ...found, cards: await removeTemplate(tx, organisationId, userId) };
      });
    },

    /** The owner hands the organisation to one of its members and stays on as an admin. */
    async handOver(organisationId: string, ownerId: string, userId: string): Promise<MemberChange> {
      return db.transaction(async (tx) => {
        if (userId === ownerId) return 'yourself';
        const member = await memberOf(tx, organisationId, userId);
        if (!member) return 'not found';
        await tx.update(members).set({ role: 'admin' }).where(eq(members.userId, ownerId));
        await tx.update(members).set({ role: 'owner' }).where(eq(members.userId, userId));
        return { name: member.name, cards: [] };
      });
    },

    /**
     * The person leaves, and what their organisation locked comes off their card and the cards
     * it paid for stop opening it (as when they are removed); the owner
     * cannot, and nothing changes for them. Answers whose card changed.
     */
    async leave(userId: string): Promise<{ cards: string[] } | 'the owner'> {
      return db.transaction(async (tx) => {
        const [left] = await tx
          .delete(members)
          .where(and(eq(members.userId, userId), ne(members.role, 'owner')))
          .returning({ organisationId: members.organisationId });
        if (!left) return 'the owner';
        await switchOffPaidCards(tx, left.organisationId, userId);
        return { cards: await removeTemplate(tx, left.organisationId, userId) };
      });
    },
  };
}

/**
 * What closing an account does to its organisation, in the closing transaction: the membership
 * goes; an organisation left with no one in it goes too, and one left without its owner passes to
 * the admin (else the member) who has been in it longest, so no organisation is left unrun.
 */
export async function leaveOnClose(tx: Queryable, userId: string) {
  const [membership] = await tx
    .delete(members)
    .where(eq(members.userId, userId))
    .returning({ organisationId: members.organisationId, role: members.role });
  if (!membership) return;
  const [heir] = await tx
    .select({ userId: members.userId })
    .from(members)
    .where(eq(members.organisationId, membership.organisationId))
    .orderBy(sql`case ${members.role} when 'admin' then 0 else 1 end`, asc(members.joinedAt))
    .limit(1);
  if (!heir) {
    await tx.delete(organisations).where(eq(organisations.id, membership.organisationId));
  } else if (membership.role === 'owner') {
    await tx.update(members).set({ role: 'owner' }).where(eq(members.userId, heir.userId));
  }
}
