import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DayChartProps } from './day-chart-figure';
import { dayTickLabel } from './day-label';
import styles from './day-chart.module.css';

/** The app's colours where the chart is drawn, as the page around it defines them. */
function colours(element: HTMLElement) {
  const css = getComputedStyle(element);
  const read = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    primary: read('--tf-primary', '#4f46e5'),
    primaryFill: read('--tf-primary-ring', 'rgba(79, 70, 229, 0.18)'),
    success: read('--tf-success', '#067647'),
    text: read('--tf-text-muted', '#6b6b85'),
    grid: read('--tf-border', '#e7e7f0'),
  };
}

/**
 * The days drawn with uPlot (a few dozen kB, loaded with this module only when a chart is
 * shown): the first axis on the left with the grid, a second on the right. Decorative for
 * assistive technology: the figure gives the same days as a table. Redrawn when `theme` changes,
 * resized with its container.
 */
const DAY_SECONDS = 86_400;
const DAY_STEPS = [1, 2, 3, 5, 7, 14, 30].map((days) => days * DAY_SECONDS);

export default function DayChart({
  days,
  axes,
  series,
  height,
  theme,
  language = 'en',
}: DayChartProps) {
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
        height,
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { size: 7 } },
        // India's calendar days, sent as dates: drawn as such, whatever the device's zone.
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        scales: {
          x: { time: true },
          ...Object.fromEntries(
            axes.map(({ scale, least }) => [
              scale,
              { range: (_plot, _min, max) => [0, Math.max(least, max)] } satisfies uPlot.Scale,
            ]),
          ),
        },
        axes: [
          {
            ...axis,
            space: 56,
            // Whole days, written as India does ("26 Nov"), not uPlot's month first ("11/26").
            incrs: DAY_STEPS,
            values: (_plot, ticks) => ticks.map((tick) => dayTickLabel(tick, language)),
          },
          ...axes.map(({ scale, steps, format, size }, index): uPlot.Axis => ({
            ...axis,
            scale,
            size,
            ...(steps && { incrs: [...steps] }),
            ...(format && { values: (_plot, ticks) => ticks.map(format) }),
            ...(index > 0 && { side: 1, grid: { show: false } }),
          })),
        ],
        series: [
          {},
          ...series.map((line) => ({
            label: line.label,
            scale: line.scale,
            stroke: colour[line.colour],
            ...(line.fill && { fill: colour.primaryFill }),
            width: 2,
          })),
        ],
      },
      [days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000), ...series.map((s) => s.values)],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, axes, series, height, theme, language]);

  return (
    <div ref={box} className={styles.chart} style={{ minHeight: height }} aria-hidden="true" />
  );
}
