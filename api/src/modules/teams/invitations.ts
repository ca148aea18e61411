import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  INVITATION_TTL_DAYS,
  type InvitationForm,
  type InvitationPreview,
  type Organisation,
  type OrganisationInvitation,
} from 'shared-contracts';
import type { Database } from '../../db/client.js';
import {
  organisationInvitations as invitations,
  organisationMembers,
  organisations,
  users,
} from '../../db/schema/index.js';
import { markEmailVerified } from '../account/public.js';
import { fillInvitedDetails } from '../portfolio/public.js';
import { applyTemplate } from './brand.js';
import { membershipOf, organisationOf } from './repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** One person invited, with the link's secret: mailed once, never stored. */
export interface SentInvitation {
  person: InvitationForm;
  token: string;
  expiresAt: Date;
}

export type Acceptance =
  | { joined: Organisation; cards: string[] }
  | { refused: 'not found' }
  | { refused: 'for another'; email: string }
  | { refused: 'in one already' };

/** An invitation the link still opens: known, and not expired. */
const openable = (token: string) =>
  and(eq(invitations.tokenHash, hashToken(token)), gt(invitations.expiresAt, new Date()));

/** Invitations to an organisation (organisation_invitations): sent, listed, withdrawn, accepted. */
export function createInvitations(db: Database) {
  return {
    /** How many the organisation has sent since `since`: the daily limit. */
    async sentSince(organisationId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(invitations)
        .where(
          and(eq(invitations.organisationId, organisationId), gt(invitations.createdAt, since)),
        );
      return row?.n ?? 0;
    },

    /**
     * Invites everyone not in the organisation yet; someone invited before gets a new link, and
     * their old one stops working. Answers the invitations to mail and who is a member already.
     */
    async invite(organisationId: string, invitedBy: string, people: InvitationForm[]) {
      return db.transaction(async (tx) => {
        const members = await tx
          .select({ email: users.email })
          .from(organisationMembers)
          .innerJoin(users, eq(users.id, organisationMembers.userId))
          .where(
            and(
              eq(organisationMembers.organisationId, organisationId),
              inArray(
                users.email,
                people.map((person) => person.email),
              ),
            ),
          );
        const alreadyMembers = new Set(members.map((member) => member.email));
        const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS);
        const sent: SentInvitation[] = people
          .filter((person) => !alreadyMembers.has(person.email))
          .map((person) => ({ person, token: randomBytes(32).toString('base64url'), expiresAt }));
        if (sent.length > 0) {
          await tx
            .insert(invitations)
            .values(
              sent.map(({ person, token }) => ({
                organisationId,
                ...person,
                invitedBy,
                tokenHash: hashToken(token),
                expiresAt,
              })),
            )
            .onConflictDoUpdate({
              target: [invitations.organisationId, invitations.email],
              set: {
                name: sql`excluded.name`,
                designation: sql`excluded.designation`,
                phone: sql`excluded.phone`,
                invitedBy: sql`excluded.invited_by`,
                tokenHash: sql`excluded.token_hash`,
                createdAt: sql`now()`,
                expiresAt: sql`excluded.expires_at`,
              },
            });
        }
        return { sent, alreadyMembers: [...alreadyMembers] };
      });
    },

    /** Every invitation not yet accepted or withdrawn, expired ones too, newest first. */
    async list(organisationId: string): Promise<OrganisationInvitation[]> {
      const rows = await db
        .select({
          _id: invitations.id,
          name: invitations.name,
          email: invitations.email,
          designation: invitations.designation,
          phone: invitations.phone,
          invitedBy: sql<string>`coalesce(${users.name}, '')`,
          createdAt: invitations.createdAt,
          expiresAt: invitations.expiresAt,
        })
        .from(invitations)
        .leftJoin(users, eq(users.id, invitations.invitedBy))
        .where(eq(invitations.organisationId, organisationId))
        .orderBy(desc(invitations.createdAt), invitations.email);
      return rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      }));
    },

    /** Withdraws one of the organisation's invitations: false when it has none of that id. */
    async withdraw(organisationId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(invitations)
        .where(and(eq(invitations.id, id), eq(invitations.organisationId, organisationId)))
        .returning({ id: invitations.id });
      return deleted.length > 0;
    },

    /** What a link invites to, for anyone holding it; nothing once expired or withdrawn. */
    async open(token: string): Promise<InvitationPreview | undefined> {
      const [row] = await db
        .select({
          name: invitations.name,
          email: invitations.email,
          expiresAt: invitations.expiresAt,
          invitedBy: sql<string>`coalesce(${users.name}, '')`,
          organisation: {
            name: organisations.name,
            logo: organisations.logo,
            brandColour: organisations.brandColour,
          },
        })
        .from(invitations)
        .innerJoin(organisations, eq(organisations.id, invitations.organisationId))
        .leftJoin(users, eq(users.id, invitations.invitedBy))
        .where(openable(token));
      return row && { ...row, expiresAt: row.expiresAt.toISOString() };
    },

    /**
     * Joins the signed-in person to the organisation, as a member, if the link was sent to their
     * account's address. Opening it proves they hold that address, so an unverified one becomes
     * verified. The invitation is used up.
     */
    async accept(token: string, userId: string): Promise<Acceptance> {
      return db.transaction(async (tx) => {
        const [invitation] = await tx
          .select()
          .from(invitations)
          .where(openable(token))
          .for('update');
        if (!invitation) return { refused: 'not found' };
        const [account] = await tx
          .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
          .from(users)
          .where(eq(users.id, userId));
        if (account?.email !== invitation.email) {
          return { refused: 'for another', email: invitation.email };
        }
        const membership = await membershipOf(tx, userId);
        if (membership && membership.organisationId !== invitation.organisationId) {
          return { refused: 'in one already' };
        }
        let cards: string[] = [];
        if (!membership) {
          await tx.insert(organisationMembers).values({
            userId,
            organisationId: invitation.organisationId,
            role: 'member',
          });
          // What the invitation said of them starts their card where they left it blank.
          const filled = await fillInvitedDetails(tx, userId, invitation);
          cards = [
            ...new Set([
              ...filled,
              ...(await applyTemplate(tx, invitation.organisationId, [userId])),
            ]),
          ];
        }
        await tx.delete(invitations).where(eq(invitations.id, invitation.id));
        if (!account.verifiedAt) await markEmailVerified(tx, userId);
        return { joined: (await organisationOf(tx, userId))!, cards };
      });
    },
  };
}
