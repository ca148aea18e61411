import { useEffect, useRef } from 'react';
import type { InsightDay } from 'shared-contracts';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import styles from './insights.module.css';

export const CHART_HEIGHT = 180;

/** Whole numbers only on the count axis: half a visitor means nothing. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 50_000];

/** The app's colours where the chart is drawn (the editor redefines them in its dark theme). */
function colours(element: HTMLElement) {
  const css = getComputedStyle(element);
  const read = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    views: read('--tf-primary', '#4f46e5'),
    viewsFill: read('--tf-primary-ring', 'rgba(79, 70, 229, 0.18)'),
    visitors: read('--tf-success', '#067647'),
    text: read('--tf-text-muted', '#6b6b85'),
    grid: read('--tf-border', '#e7e7f0'),
  };
}

/**
 * Views and visitors a day, drawn with uPlot (a few dozen kB, loaded with this module only when
 * Insights opens). Decorative for assistive technology: the screen gives the same numbers as
 * a table. Redrawn when the theme changes, resized with its container.
 */
export default function InsightsChart({ series, theme }: { series: InsightDay[]; theme: string }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const colour = colours(element);
    const axis: uPlot.Axis = {
      stroke: colour.text,
      font: '12px system-ui, sans-serif',
      grid: { stroke: colour.grid, width: 1 },
      ticks: { stroke: colour.grid, width: 1, size: 4 },
    };
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: CHART_HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { size: 7 } },
        // Days are India's calendar days, sent as dates: drawn as such, whatever the device's zone.
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        scales: {
          x: { time: true },
          y: { range: (_plot, _min, max) => [0, Math.max(4, max)] },
        },
        axes: [
          { ...axis, space: 48 },
          { ...axis, incrs: COUNT_STEPS, size: 40 },
        ],
        series: [
          {},
          { label: 'Views', stroke: colour.views, fill: colour.viewsFill, width: 2 },
          { label: 'Visitors', stroke: colour.visitors, width: 2 },
        ],
      },
      [
        series.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000),
        series.map((day) => day.views),
        series.map((day) => day.visitors),
      ],
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: element.clientWidth, height: CHART_HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series, theme]);

  return <div ref={box} className={styles.chart} aria-hidden="true" />;
}
