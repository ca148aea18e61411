import { Component, lazy, Suspense, useId, useMemo, type ReactNode } from 'react';
import type { Language } from 'shared-contracts';
import { useLanguage } from '../i18n/use-texts';
import styles from './day-chart.module.css';

/** An axis of the chart, the first on the left (with the grid), a second on the right. */
export interface DayAxis {
  /** The scale its series name. */
  scale: string;
  /** The top of the scale is at least this, so a quiet month is not drawn as a full one. */
  least: number;
  /** The steps between ticks, when only some make sense (whole orders: `WHOLE_STEPS`). */
  steps?: readonly number[];
  /** How a tick reads (`₹1.2k`); the number itself otherwise. */
  format?: (value: number) => string;
  /** The width its tick labels take, in px. */
  size: number;
}

/** A line of the chart: a row's value on its axis' scale, in the app's primary or success colour. */
export interface DaySeries<Row> {
  label: string;
  scale: string;
  value: (row: Row) => number;
  colour: 'primary' | 'success';
  /** The area under the line tinted (the primary line's). */
  fill?: boolean;
}

/**
 * What the chart draws: a point a row. It is drawn again whenever one of these changes, so `day`,
 * `axes` and `series` are to be a module's constants and `rows` the answer as it came.
 */
export interface DayChartData<Row> {
  rows: readonly Row[];
  /** A row's calendar day in India, `2026-11-25`. */
  day: (row: Row) => string;
  axes: readonly DayAxis[];
  series: readonly DaySeries<Row>[];
  height: number;
  /** A theme whose colours the chart reads: a change draws it again. */
  theme?: string;
}

/** What the lazy chunk draws: the rows read into days and a list of values a line. */
export interface DayChartProps {
  days: string[];
  axes: readonly DayAxis[];
  series: readonly (Omit<DaySeries<never>, 'value'> & { values: number[] })[];
  height: number;
  theme?: string;
  /** The days' month names are the person's language. */
  language?: Language;
}

/** Whole numbers only on a count's axis: half an order or a visitor means nothing. */
export const WHOLE_STEPS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 50_000,
] as const;

/** The chart and uPlot come in their own chunk: a screen's first download stays the same. */
const DayChart = lazy(() => import('./day-chart'));

/** uPlot needs these; where they are missing the numbers still read in the table. */
const canDraw = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  typeof ResizeObserver === 'function';

/** A chunk that fails to load leaves the chart's space empty, not the screen broken. */
class ChartBoundary extends Component<
  { height: number; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('A chart failed to load', error);
  }
  override render() {
    return this.state.failed ? <ChartSpace height={this.props.height} /> : this.props.children;
  }
}

const ChartSpace = ({ height }: { height: number }) => (
  <div className={styles.chart} style={{ minHeight: height }} />
);

/**
 * A figure of days: its title with the series' legend, the chart (lazy-loaded, hidden from
 * assistive technology) and `children`, the same days as a table, visually hidden (the shell's
 * global class on a wrapper: a table ignores the overflow and width that would hide it).
 */
export function DayChartFigure<Row>({
  title,
  className,
  titleClassName,
  children,
  rows,
  day,
  series,
  ...chart
}: DayChartData<Row> & {
  title: string;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const language = useLanguage();
  const drawn = useMemo(
    () => ({
      days: rows.map(day),
      series: series.map(({ value, ...line }) => ({ ...line, values: rows.map(value) })),
    }),
    [rows, day, series],
  );
  return (
    <figure className={className} aria-labelledby={titleId}>
      <figcaption className={styles.head}>
        <h2 className={titleClassName} id={titleId}>
          {title}
        </h2>
        <span className={styles.legend} aria-hidden="true">
          {series.map((line) => (
            <span key={line.label} className={styles[line.colour]}>
              {line.label}
            </span>
          ))}
        </span>
      </figcaption>
      {canDraw() && (
        <ChartBoundary height={chart.height}>
          <Suspense fallback={<ChartSpace height={chart.height} />}>
            <DayChart {...chart} {...drawn} language={language} />
          </Suspense>
        </ChartBoundary>
      )}
      <div className="tf-visually-hidden">{children}</div>
    </figure>
  );
}
