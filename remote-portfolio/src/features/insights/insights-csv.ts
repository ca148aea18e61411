import type { InsightsResult } from 'shared-contracts';
import { downloadText } from 'web-kit';
import { COUNTERS, counterLabel } from './insight-labels';

/** One row a day, oldest first: the date, then each counter. RFC 4180 line ends, for Excel. */
export function insightsCsv(result: InsightsResult): string {
  const header = ['Date', ...COUNTERS.map((counter) => counterLabel(counter))];
  const rows = result.series.map((day) => [day.date, ...COUNTERS.map((c) => String(day[c]))]);
  return [header, ...rows].map((row) => row.join(',')).join('\r\n') + '\r\n';
}

export const insightsCsvName = (days: number) => `tapfolio-insights-${days}-days.csv`;

/** Saves the CSV made here in the browser: no second request, the numbers on screen are the file. */
export function downloadInsightsCsv(result: InsightsResult) {
  downloadText(insightsCsv(result), 'text/csv;charset=utf-8', insightsCsvName(result.days));
}
