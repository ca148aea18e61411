import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
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
 * too). One grouped query off the counters' key; counters only, so no visitor is ever named.
 */
export async function teamInsights(
  tx: Queryable,
  organisationId: string,
  days: InsightPeriod,
  page: number,
  now: Date,
): Promise<TeamInsights> {
  const lastDay = insightDay(now);
  const firstDay = insightDay(new Date(Date.parse(`${lastDay}T00:00:00Z`) - (days - 1) * DAY_MS));
  const inPeriod = and(
    gte(insightCounts.day, firstDay),
    lte(insightCounts.day, lastDay),
    inArray(insightCounts.event, Object.keys(EVENTS)),
  );

  const views = sumOf('view');
  const taps = sumOf('nfc');
  const saves = sumOf('save');
  // The organisation's totals and member count ride on the page's rows (windows over every group,
  // taken before the page is cut): one pass over the counters, not three.
  const rows = await tx
    .select({
      userId: organisationMembers.userId,
      name: users.name,
      views,
      taps,
      saves,
      allViews: sql<number>`(sum(${views}) over ())::int`,
      allTaps: sql<number>`(sum(${taps}) over ())::int`,
      allSaves: sql<number>`(sum(${saves}) over ())::int`,
      people: sql<number>`(count(*) over ())::int`,
    })
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .leftJoin(insightCounts, and(eq(insightCounts.userId, organisationMembers.userId), inPeriod))
    .where(eq(organisationMembers.organisationId, organisationId))
    .groupBy(organisationMembers.userId, users.name)
    .orderBy(desc(views), asc(users.name), asc(organisationMembers.userId))
    .limit(ORGANISATION_PAGE_SIZE)
    .offset((page - 1) * ORGANISATION_PAGE_SIZE);
  const [first] = rows;
  // A page past the last has no rows to carry the totals: those come from page one then.
  if (!first && page > 1) {
    const { totals, total } = await teamInsights(tx, organisationId, days, 1, now);
    return { days, totals, members: [], page, pageSize: ORGANISATION_PAGE_SIZE, total };
  }
  return {
    days,
    totals: {
      views: first?.allViews ?? 0,
      taps: first?.allTaps ?? 0,
      saves: first?.allSaves ?? 0,
    },
    members: rows.map(({ userId, name, views, taps, saves }) => ({
      userId,
      name,
      views,
      taps,
      saves,
    })),
    page,
    pageSize: ORGANISATION_PAGE_SIZE,
    total: first?.people ?? 0,
  };
}
