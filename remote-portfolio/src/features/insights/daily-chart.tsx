import { useId } from 'react';
import { insightsTexts, type InsightsResult } from 'shared-contracts';
import { COUNTERS, counterLabel, formatCount } from './insight-labels';
import styles from './insights.module.css';
import { LazyInsightsChart } from './lazy-chart';

/**
 * Views and visitors a day: the chart for the eye, and the same days as a table for screen
 * readers (and for anyone whose browser cannot draw the chart).
 */
export function DailyChart({ result, theme }: { result: InsightsResult; theme: string }) {
  const titleId = useId();
  return (
    <figure className={styles.card} aria-labelledby={titleId}>
      <figcaption className={styles.chartHead}>
        <h2 className={styles.cardTitle} id={titleId}>
          Views and visitors per day
        </h2>
        <span className={styles.legend} aria-hidden="true">
          <span className={styles.legendViews}>{insightsTexts.views}</span>
          <span className={styles.legendVisitors}>{insightsTexts.visitors}</span>
        </span>
      </figcaption>
      <LazyInsightsChart series={result.series} theme={theme} />
      {/* Hidden by its wrapper (the shell's global class): a table itself ignores the overflow
          and width that hide it. */}
      <div className="tf-visually-hidden">
        <table>
          <caption>{`${insightsTexts.periodLabel(result.days)}, a row a day`}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              {COUNTERS.map((counter) => (
                <th key={counter} scope="col">
                  {counterLabel(counter)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.series.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date}</th>
                {COUNTERS.map((counter) => (
                  <td key={counter}>{formatCount(day[counter])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
