import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  INSIGHT_DEFAULT_PERIOD,
  INSIGHT_PERIODS,
  insightsScreenTexts,
  insightsTexts,
  type InsightPeriod,
  type InsightsResult,
} from 'shared-contracts';
import { Button, Screen, Spinner, useTexts } from 'web-kit';
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
  const texts = useTexts(insightsTexts);
  const screen = useTexts(insightsScreenTexts);

  return (
    <Screen title={texts.heading} onBack={() => navigate('..')}>
      <PeriodSwitch value={days} onChange={setDays} />
      {currentData ? (
        <Report result={currentData} days={days} />
      ) : isError ? (
        <div className={styles.failed}>
          <p role="alert">{texts.loadFailed}</p>
          <Button variant="secondary" block={false} onClick={() => void refetch()}>
            {screen.tryAgain}
          </Button>
        </div>
      ) : (
        <Spinner />
      )}
      <p className={styles.privacy}>{texts.privacyNote}</p>
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
  const texts = useTexts(insightsTexts);
  const { period } = useTexts(insightsScreenTexts);
  return (
    <div className={styles.periods} role="group" aria-label={period}>
      {INSIGHT_PERIODS.map((days) => (
        <button
          key={days}
          type="button"
          className={styles.period}
          aria-pressed={days === value}
          onClick={() => onChange(days)}
        >
          {texts.periodLabel(days)}
        </button>
      ))}
    </div>
  );
}

function Report({ result, days }: { result: InsightsResult; days: InsightPeriod }) {
  const texts = useTexts(insightsTexts);
  const { totals } = useTexts(insightsScreenTexts);
  // Nothing counted in the period: say how a first view comes rather than a chart of zeros.
  if (COUNTERS.every((counter) => result.totals[counter] === 0)) {
    return <ShareCardPrompt title={texts.noViews(days)} hint={texts.noViewsHint} />;
  }
  return (
    <>
      <ul className={styles.tiles} aria-label={totals}>
        {COUNTERS.map((counter) => (
          <li key={counter} className={styles.tile}>
            <span className={styles.tileValue}>{formatCount(result.totals[counter])}</span>
            <span className={styles.tileLabel}>{counterLabel(counter, texts)}</span>
          </li>
        ))}
      </ul>
      <DailyChart result={result} />
      <TopLinks topLinks={result.topLinks} />
      <Button variant="secondary" onClick={() => downloadInsightsCsv(result)}>
        {texts.downloadCsv}
      </Button>
    </>
  );
}
