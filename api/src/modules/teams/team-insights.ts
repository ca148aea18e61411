import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  ORGANISATION_PAGE_SIZE,
  insightDay,
  type InsightPeriod,
  type TeamInsights,
} from 'shared-contracts';
import type { Queryable } from '../../db/client.js';
import { insightCounts, organisationMembers, users } from '../../db/schema/index.js';

const DAY_MS = 86_400_000;

/** The insights events an organisation adds up, by the name its answer gives them. */
const EVENTS = { view: 'views', nfc: 'taps', save: 'saves' } as const;

const sumOf = (event: keyof typeof EVENTS) =>
  sql<number>`coalesce(sum(${insightCounts.count}) filter (where ${insightCounts.event} = ${event}), 0)::int`;

/**
 * The organisation's members' cards over the last `days` insights days: every card added up, and
 * a page of members with their own numbers, the most viewed first (members with nothing counted
 * too). Two grouped queries off the counters' key; counters only, so no visitor is ever named.
 */
export async function teamInsights(
  tx: Queryable,
  organisationId: string,
  days: InsightPeriod,
  page: number,
  now: Date,
): Promise<TeamInsights> {
  const last = insightDay(now);
  const first = insightDay(new Date(Date.parse(`${last}T00:00:00Z`) - (days - 1) * DAY_MS));
  const inPeriod = and(
    gte(insightCounts.day, first),
    lte(insightCounts.day, last),
    inArray(insightCounts.event, Object.keys(EVENTS)),
  );
  const ofOrganisation = eq(organisationMembers.organisationId, organisationId);

  const views = sumOf('view');
  const members = await tx
    .select({
      userId: organisationMembers.userId,
      name: users.name,
      views,
      taps: sumOf('nfc'),
      saves: sumOf('save'),
    })
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .leftJoin(insightCounts, and(eq(insightCounts.userId, organisationMembers.userId), inPeriod))
    .where(ofOrganisation)
    .groupBy(organisationMembers.userId, users.name)
    .orderBy(desc(views), asc(users.name), asc(organisationMembers.userId))
    .limit(ORGANISATION_PAGE_SIZE)
    .offset((page - 1) * ORGANISATION_PAGE_SIZE);

  const [totals] = await tx
    .select({ views: sumOf('view'), taps: sumOf('nfc'), saves: sumOf('save') })
    .from(insightCounts)
    .innerJoin(organisationMembers, eq(organisationMembers.userId, insightCounts.userId))
    .where(and(ofOrganisation, inPeriod));
  const [people] = await tx.select({ n: count() }).from(organisationMembers).where(ofOrganisation);

  return {
    days,
    totals: totals ?? { views: 0, taps: 0, saves: 0 },
    members,
    page,
    pageSize: ORGANISATION_PAGE_SIZE,
    total: people?.n ?? 0,
  };
}
