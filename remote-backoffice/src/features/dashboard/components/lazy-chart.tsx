import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { DashboardDay } from 'shared-contracts';
import styles from './dashboard.module.css';

/** The chart and uPlot come in their own chunk: the queue's first download stays the same. */
const DashboardChart = lazy(() => import('./dashboard-chart'));

/** uPlot needs these; where they are missing the numbers still read in the table. */
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
    console.warn('The dashboard chart failed to load', error);
  }
  override render() {
    return this.state.failed ? <div className={styles.chart} /> : this.props.children;
  }
}

export function LazyDashboardChart({ days }: { days: DashboardDay[] }) {
  if (!canDraw()) return null;
  return (
    <ChartBoundary>
      <Suspense fallback={<div className={styles.chart} />}>
        <DashboardChart days={days} />
      </Suspense>
    </ChartBoundary>
  );
}
