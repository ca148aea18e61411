import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import {
  ORGANISATION_PAGE_SIZE,
  type CardTemplate,
  type MembersPage,
  type MembersQuery,
  type Organisation,
  type OrganisationForm,
} from 'shared-contracts';
import { isUniqueViolation, type Database, type Queryable } from '../../db/client.js';
import {
  organisationMembers,
  organisations,
  portfolios,
  users,
  type OrganisationRow,
} from '../../db/schema/index.js';
import { containing } from '../../lib/like.js';
import { checkFileRefs, createFilesRepository } from '../files/public.js';
import { applyTemplate } from './brand.js';

/*
 * Every query starts from the person asking: their membership names the one organisation they
 * may read or change, so no id of an organisation is ever taken from a request.
 */

const toOrganisation = (
  row: OrganisationRow,
  role: Organisation['role'],
  memberCount: number,
): Organisation => ({
  _id: row.id,
  name: row.name,
  logo: row.logo,
  website: row.website,
  brandColour: row.brandColour,
  gstin: row.gstin,
  officeAddress: row.officeAddress,
  role,
  memberCount,
  template: row.cardTemplate,
  shareContacts: row.shareContacts,
  createdAt: row.createdAt.toISOString(),
});

export async function membershipOf(tx: Queryable, userId: string) {
  const [row] = await tx
    .select({ organisationId: organisationMembers.organisationId, role: organisationMembers.role })
    .from(organisationMembers)
    .where(eq(organisationMembers.userId, userId));
  return row;
}

const memberCount = async (tx: Queryable, organisationId: string) => {
  const [row] = await tx
    .select({ n: count() })
    .from(organisationMembers)
    .where(eq(organisationMembers.organisationId, organisationId));
  return row?.n ?? 0;
};

/** The person's organisation, with their role; null when they are in none. */
export async function organisationOf(tx: Queryable, userId: string): Promise<Organisation | null> {
  const membership = await membershipOf(tx, userId);
  if (!membership) return null;
  const [row] = await tx
    .select()
    .from(organisations)
    .where(eq(organisations.id, membership.organisationId));
  if (!row) return null;
  return toOrganisation(row, membership.role, await memberCount(tx, row.id));
}

/**
 * The details as stored: the logo must be an upload of the person saving it (a 400 on its field
 * otherwise), read in the saving transaction so the upload collector cannot take it meanwhile.
 */
async function storable(tx: Queryable, userId: string, fields: OrganisationForm) {
  const storedRef = await checkFileRefs(createFilesRepository(tx), userId, { logo: fields.logo });
  return { ...fields, logo: storedRef(fields.logo) };
}

export type Creation = Organisation | 'email not verified' | 'in one already';

export function createTeamsRepository(db: Database) {
  return {
    /**
     * By a person with a verified address and in no organisation yet (checked, and kept so by
     * the members' key however requests race); they become its owner.
     */
    async create(userId: string, fields: OrganisationForm): Promise<Creation> {
      try {
        return await db.transaction(async (tx) => {
          const values = await storable(tx, userId, fields);
          const [account] = await tx
            .select({ verifiedAt: users.emailVerifiedAt })
            .from(users)
            .where(eq(users.id, userId));
          if (!account?.verifiedAt) return 'email not verified';
          if (await membershipOf(tx, userId)) return 'in one already';
          const [row] = await tx.insert(organisations).values(values).returning();
          await tx
            .insert(organisationMembers)
            .values({ userId, organisationId: row!.id, role: 'owner' });
          return toOrganisation(row!, 'owner', 1);
        });
      } catch (error) {
        // Two creations at once: the second membership breaks the one-person-one-organisation key.
        if (isUniqueViolation(error)) return 'in one already';
        throw error;
      }
    },

    /** New details, on every member's card the template puts them on; answers those cards. */
    async update(organisationId: string, userId: string, fields: OrganisationForm) {
      return db.transaction(async (tx) => {
        const values = await storable(tx, userId, fields);
        await tx.update(organisations).set(values).where(eq(organisations.id, organisationId));
        return applyTemplate(tx, organisationId);
      });
    },

    /** A new template, on every member's card at once; answers the cards it rewrote. */
    async saveTemplate(organisationId: string, template: CardTemplate) {
      return db.transaction(async (tx) => {
        await tx
          .update(organisations)
          .set({ cardTemplate: template })
          .where(eq(organisations.id, organisationId));
        return applyTemplate(tx, organisationId);
      });
    },

    /** Whether contacts come to the inbox; on every member's card (its consent line) at once. */
    async saveContactPolicy(organisationId: string, shareContacts: boolean) {
      return db.transaction(async (tx) => {
        await tx
          .update(organisations)
          .set({ shareContacts })
          .where(eq(organisations.id, organisationId));
        return applyTemplate(tx, organisationId);
      });
    },

    /**
     * A page of the members, owners first, then admins, then members, each by name; `q` finds
     * part of a name or an e-mail.
     */
    async members(organisationId: string, { q, page }: MembersQuery): Promise<MembersPage> {
      const found = and(
        eq(organisationMembers.organisationId, organisationId),
        q ? or(ilike(users.name, containing(q)), ilike(users.email, containing(q))) : undefined,
      );
      const rows = await db
        .select({
          userId: organisationMembers.userId,
          name: users.name,
          email: users.email,
          designation: sql<string>`coalesce(${portfolios.workInfo}->>'designation', '')`,
          role: organisationMembers.role,
          joinedAt: organisationMembers.joinedAt,
        })
        .from(organisationMembers)
        .innerJoin(users, eq(users.id, organisationMembers.userId))
        .leftJoin(portfolios, eq(portfolios.userId, organisationMembers.userId))
        .where(found)
        .orderBy(
          sql`case ${organisationMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
          asc(users.name),
          asc(organisationMembers.userId),
        )
        .limit(ORGANISATION_PAGE_SIZE)
        .offset((page - 1) * ORGANISATION_PAGE_SIZE);
      const [all] = await db
        .select({ n: count() })
        .from(organisationMembers)
        .innerJoin(users, eq(users.id, organisationMembers.userId))
        .where(found);
      return {
        members: rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() })),
        page,
        pageSize: ORGANISATION_PAGE_SIZE,
        total: all?.n ?? 0,
      };
    },
  };
}
