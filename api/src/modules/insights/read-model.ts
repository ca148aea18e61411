import { and, eq, gte, lte } from 'drizzle-orm';
import {
  INSIGHT_LINKS,
  insightDay,
  type InsightCounts,
  type InsightDay,
  type InsightLink,
  type InsightPeriod,
  type InsightsResult,
} from 'shared-contracts';
import type { Database } from '../../db/client.js';
import { insightCounts } from '../../db/schema/index.js';

const DAY_MS = 86_400_000;

/** The `days` insights days ending with `today`, oldest first. */
export function periodDays(today: string, days: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) =>
    new Date(end - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Which field of the answer each stored event adds to. */
const FIELD: Record<string, keyof InsightCounts> = {
  view: 'views',
  visitor: 'visitors',
  nfc: 'nfc',
  save: 'saves',
  link: 'links',
  share: 'shares',
};

const zeros = (): InsightCounts => ({
  views: 0,
  visitors: 0,
  nfc: 0,
  saves: 0,
  links: 0,
  shares: 0,
});

const LINK_ORDER = new Map<string, number>(INSIGHT_LINKS.map((link, i) => [link, i]));

/** GET /portfolio/insights: one card's counters over a period, every day present. */
export async function readInsights(
  db: Database,
  userId: string,
  days: InsightPeriod,
  now: Date,
): Promise<InsightsResult> {
  const dates = periodDays(insightDay(now), days);
  const rows = await db
    .select({
      day: insightCounts.day,
      event: insightCounts.event,
      detail: insightCounts.detail,
      count: insightCounts.count,
    })
    .from(insightCounts)
    .where(
      and(
        eq(insightCounts.userId, userId),
        gte(insightCounts.day, dates[0]!),
        lte(insightCounts.day, dates[dates.length - 1]!),
      ),
    );

  const byDay = new Map<string, InsightDay>(dates.map((date) => [date, { date, ...zeros() }]));
  const totals = zeros();
  const taps = new Map<string, number>();
  for (const row of rows) {
    const field = FIELD[row.event];
    const day = byDay.get(row.day);
    if (!field || !day) continue;
    day[field] += row.count;
    totals[field] += row.count;
    if (row.event === 'link' && LINK_ORDER.has(row.detail)) {
      taps.set(row.detail, (taps.get(row.detail) ?? 0) + row.count);
    }
  }
  const topLinks = [...taps]
    .filter(([, count]) => count > 0)
    .sort(([a, x], [b, y]) => y - x || LINK_ORDER.get(a)! - LINK_ORDER.get(b)!)
    .map(([link, count]) => ({ link: link as InsightLink, taps: count }));

  return { days, totals, series: [...byDay.values()], topLinks };
}
