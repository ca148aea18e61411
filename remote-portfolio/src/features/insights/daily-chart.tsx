import { useMemo } from 'react';
import {
  insightsScreenTexts,
  insightsTexts,
  type InsightDay,
  type InsightsResult,
} from 'shared-contracts';
import {
  calendarDayLabel,
  DayChartFigure,
  useLanguage,
  useTexts,
  WHOLE_STEPS,
  type DayAxis,
  type DaySeries,
} from 'web-kit';
import { COUNTERS, counterLabel, formatCount } from './insight-labels';
import styles from './insights.module.css';

const AXES: readonly DayAxis[] = [{ scale: 'count', least: 4, steps: WHOLE_STEPS, size: 40 }];
/** The two lines, named in the person's language: made again only when the language changes. */
const seriesOf = (texts: typeof insightsTexts): readonly DaySeries<InsightDay>[] => [
  {
    label: texts.views,
    scale: 'count',
    value: (day) => day.views,
    colour: 'primary',
    fill: true,
  },
  {
    label: texts.visitors,
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
  const texts = useTexts(insightsTexts);
  const screen = useTexts(insightsScreenTexts);
  const language = useLanguage();
  const series = useMemo(() => seriesOf(texts), [texts]);
  return (
    <DayChartFigure
      title={screen.chartTitle}
      className={styles.card}
      titleClassName={styles.cardTitle}
      rows={result.series}
      day={dateOf}
      axes={AXES}
      series={series}
      height={180}
    >
      <table>
        <caption>{screen.tableCaption(result.days)}</caption>
        <thead>
          <tr>
            <th scope="col">{screen.date}</th>
            {COUNTERS.map((counter) => (
              <th key={counter} scope="col">
                {counterLabel(counter, texts)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.series.map((day) => (
            <tr key={day.date}>
              <th scope="row">{calendarDayLabel(day.date, language)}</th>
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
