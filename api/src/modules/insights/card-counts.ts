import { and, gte, inArray, lte, sql } from 'drizzle-orm';
import { insightDay, type InsightPeriod } from 'shared-contracts';
import type { Queryable } from '../../db/client.js';
import { insightCounts } from '../../db/schema/index.js';
import { periodDays } from './read-model.js';

/** Views, NFC taps and contact saves of one card over a period. */
export interface CardCounts {
  views: number;
  taps: number;
  saves: number;
}

const EVENTS = { view: 'views', nfc: 'taps', save: 'saves' } as const;

/**
 * The counts of many cards over the last `days` insights days, by their owners' ids, in one
 * grouped query off the counters' key: what a team's insights add up. Cards with nothing
 * counted are missing from the map. Counters only: no visitor is ever named.
 */
export async function countsOfCards(
  tx: Queryable,
  userIds: readonly string[],
  days: InsightPeriod,
  now: Date,
): Promise<Map<string, CardCounts>> {
  const counts = new Map<string, CardCounts>();
  if (userIds.length === 0) return counts;
  const dates = periodDays(insightDay(now), days);
  const rows = await tx
    .select({
      userId: insightCounts.userId,
      event: insightCounts.event,
      count: sql<number>`sum(${insightCounts.count})::int`,
    })
    .from(insightCounts)
    .where(
      and(
        inArray(insightCounts.userId, [...userIds]),
        inArray(insightCounts.event, Object.keys(EVENTS)),
        gte(insightCounts.day, dates[0]!),
        lte(insightCounts.day, dates[dates.length - 1]!),
      ),
    )
    .groupBy(insightCounts.userId, insightCounts.event);
  for (const row of rows) {
    const card = counts.get(row.userId) ?? { views: 0, taps: 0, saves: 0 };
    card[EVENTS[row.event as keyof typeof EVENTS]] += Number(row.count);
    counts.set(row.userId, card);
  }
  return counts;
}
