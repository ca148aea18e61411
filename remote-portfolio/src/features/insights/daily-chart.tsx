import { insightsTexts, type InsightDay, type InsightsResult } from 'shared-contracts';
import {
  calendarDayLabel,
  DayChartFigure,
  WHOLE_STEPS,
  type DayAxis,
  type DaySeries,
} from 'web-kit';
import { COUNTERS, counterLabel, formatCount } from './insight-labels';
import styles from './insights.module.css';

const AXES: readonly DayAxis[] = [{ scale: 'count', least: 4, steps: WHOLE_STEPS, size: 40 }];
const SERIES: readonly DaySeries<InsightDay>[] = [
  {
    label: insightsTexts.views,
    scale: 'count',
    value: (day) => day.views,
    colour: 'primary',
    fill: true,
  },
  {
    label: insightsTexts.visitors,
    scale: 'count',
    value: (day) => day.visitors,
    colour: 'success',
  },
];
const dateOf = (day: InsightDay) => day.date;

/**
 * Views and visitors a day: the chart for the eye, and the same days as a table for screen
 * readers (and for anyone whose browser cannot draw the chart).
 */
export function DailyChart({ result }: { result: InsightsResult }) {
  return (
    <DayChartFigure
      title="Views and visitors per day"
      className={styles.card}
      titleClassName={styles.cardTitle}
      rows={result.series}
      day={dateOf}
      axes={AXES}
      series={SERIES}
      height={180}
    >
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
              <th scope="row">{calendarDayLabel(day.date)}</th>
              {COUNTERS.map((counter) => (
                <td key={counter}>{formatCount(day[counter])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </DayChartFigure>
  );
}
