import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { InsightDay } from 'shared-contracts';
import styles from './insights.module.css';

/** The chart and uPlot come in their own chunk, so the editor's first download stays the same. */
const InsightsChart = lazy(() => import('./insights-chart'));

/** uPlot needs these; where they are missing the numbers still read in the table and tiles. */
const canDraw = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  typeof ResizeObserver === 'function';

/** A chunk that fails to load leaves the chart's space empty, not the screen broken. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('The insights chart failed to load', error);
  }
  override render() {
    return this.state.failed ? <div className={styles.chart} /> : this.props.children;
  }
}

export function LazyInsightsChart(props: { series: InsightDay[]; theme: string }) {
  if (!canDraw()) return null;
  return (
    <ChartBoundary>
      <Suspense fallback={<div className={styles.chart} />}>
        <InsightsChart {...props} />
      </Suspense>
    </ChartBoundary>
  );
}
