import { useTexts } from 'web-kit';
import { INSIGHT_PERIODS, insightsTexts, type InsightPeriod } from 'shared-contracts';
import styles from './team-insights.module.css';
import { teamInsightsTexts } from './team-insights-texts';

/** Last 7, 30 or 90 days, as the personal insights' switch: one pressed at a time. */
export function PeriodSwitch({
  value,
  onChange,
}: {
  value: InsightPeriod;
  onChange: (days: InsightPeriod) => void;
}) {
  const t = useTexts(teamInsightsTexts);
  return (
    <div className={styles.periods} role="group" aria-label={t.period}>
      {INSIGHT_PERIODS.map((days) => (
        <button
          key={days}
          type="button"
          className={styles.period}
          aria-pressed={days === value}
          onClick={() => onChange(days)}
        >
          {insightsTexts.periodLabel(days)}
        </button>
      ))}
    </div>
  );
}
