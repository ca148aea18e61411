import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  INSIGHT_DEFAULT_PERIOD,
  INSIGHT_PERIODS,
  insightsTexts,
  type InsightPeriod,
  type InsightsResult,
} from 'shared-contracts';
import { Button, Screen, Spinner } from 'web-kit';
import { useGetInsightsQuery } from '../shared/portfolio-queries';
import { ShareCardPrompt } from '../shared/share-prompt/share-card-prompt';
import { COUNTERS, counterLabel, formatCount } from './insight-labels';
import { DailyChart } from './daily-chart';
import { downloadInsightsCsv } from './insights-csv';
import styles from './insights.module.css';
import { TopLinks } from './top-links';

/** /edit-profile/insights: the owner's numbers over the last 7, 30 or 90 days. */
export function InsightsScreen() {
  const navigate = useNavigate();
  const [days, setDays] = useState<InsightPeriod>(INSIGHT_DEFAULT_PERIOD);
  const { currentData, isError, refetch } = useGetInsightsQuery(days);

  return (
    <Screen title={insightsTexts.heading} onBack={() => navigate('..')}>
      <PeriodSwitch value={days} onChange={setDays} />
      {currentData ? (
        <Report result={currentData} days={days} />
      ) : isError ? (
        <div className={styles.failed}>
          <p role="alert">{insightsTexts.loadFailed}</p>
          <Button variant="secondary" block={false} onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Spinner />
      )}
      <p className={styles.privacy}>{insightsTexts.privacyNote}</p>
    </Screen>
  );
}

function PeriodSwitch({
  value,
  onChange,
}: {
  value: InsightPeriod;
  onChange: (days: InsightPeriod) => void;
}) {
  return (
    <div className={styles.periods} role="group" aria-label="Period">
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

function Report({ result, days }: { result: InsightsResult; days: InsightPeriod }) {
  // Nothing counted in the period: say how a first view comes rather than a chart of zeros.
  if (COUNTERS.every((counter) => result.totals[counter] === 0)) {
    return <ShareCardPrompt title={insightsTexts.noViews(days)} hint={insightsTexts.noViewsHint} />;
  }
  return (
    <>
      <ul className={styles.tiles} aria-label="Totals">
        {COUNTERS.map((counter) => (
          <li key={counter} className={styles.tile}>
            <span className={styles.tileValue}>{formatCount(result.totals[counter])}</span>
            <span className={styles.tileLabel}>{counterLabel(counter)}</span>
          </li>
        ))}
      </ul>
      <DailyChart result={result} />
      <TopLinks topLinks={result.topLinks} />
      <Button variant="secondary" onClick={() => downloadInsightsCsv(result)}>
        {insightsTexts.downloadCsv}
      </Button>
    </>
  );
}
