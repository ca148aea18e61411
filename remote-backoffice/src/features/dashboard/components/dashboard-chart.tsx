import { useEffect, useRef } from 'react';
import type { DashboardDay } from 'shared-contracts';
import { formatPrice } from 'shared-contracts';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import styles from './dashboard.module.css';

export const CHART_HEIGHT = 200;

/** Whole orders only: half an order means nothing. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000];

function colours(element: HTMLElement) {
  const css = getComputedStyle(element);
  const read = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    orders: read('--tf-primary', '#4f46e5'),
    ordersFill: read('--tf-primary-ring', 'rgba(79, 70, 229, 0.18)'),
    revenue: read('--tf-success', '#067647'),
    text: read('--tf-text-muted', '#6b6b85'),
    grid: read('--tf-border', '#e7e7f0'),
  };
}

/** Rupees on the axis, short: ₹1.2k, ₹35k, ₹1.5L. */
const shortRupees = (value: number) =>
  value >= 100_000
    ? `₹${Math.round(value / 10_000) / 10}L`
    : value >= 1_000
      ? `₹${Math.round(value / 100) / 10}k`
      : formatPrice(value);

/**
 * Orders (left axis) and revenue (right axis) a day over the last 30 days, drawn with the uPlot
 * the portfolio's insights use, loaded with this module only when the dashboard opens. Hidden
 * from assistive technology: the screen gives the same days as a table.
 */
export default function DashboardChart({ days }: { days: DashboardDay[] }) {
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
        // India's calendar days, sent as dates: drawn as such, whatever the device's zone.
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        scales: {
          x: { time: true },
          orders: { range: (_plot, _min, max) => [0, Math.max(4, max)] },
          rupees: { range: (_plot, _min, max) => [0, Math.max(1_000, max)] },
        },
        axes: [
          { ...axis, space: 48 },
          { ...axis, scale: 'orders', incrs: COUNT_STEPS, size: 40 },
          {
            ...axis,
            scale: 'rupees',
            side: 1,
            size: 56,
            grid: { show: false },
            values: (_plot, ticks) => ticks.map(shortRupees),
          },
        ],
        series: [
          {},
          {
            label: 'Orders',
            scale: 'orders',
            stroke: colour.orders,
            fill: colour.ordersFill,
            width: 2,
          },
          { label: 'Revenue', scale: 'rupees', stroke: colour.revenue, width: 2 },
        ],
      },
      [
        days.map((day) => Date.parse(`${day.day}T00:00:00Z`) / 1000),
        days.map((day) => day.orders),
        days.map((day) => day.revenue),
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
  }, [days]);

  return <div ref={box} className={styles.chart} aria-hidden="true" />;
}
