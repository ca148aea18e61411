import { Link } from 'react-router';
import { formatPrice, type Dashboard, type DashboardDay } from 'shared-contracts';
import { DayChartFigure, Spinner, WHOLE_STEPS, type DayAxis, type DaySeries } from 'web-kit';
import { ConsoleScreen } from '../../../shared/console-screen';
import { LoadFailed } from '../../../shared/load-failed';
import { dashboardTexts as t } from '../../../shared/messages';
import { queuePath } from '../../../shared/paths';
import type { QueueStatus } from '../../../shared/queue-status';
import { useGetDashboardQuery } from '../api/get-dashboard';
import shared from '../../../shared/console.module.css';
import styles from './dashboard.module.css';

/** "2026-11-25" as the console writes days: "25/11/2026". */
const dayLabel = (day: string) => day.split('-').reverse().join('/');

/** Rupees on the axis, short: ₹1.2k, ₹35k, ₹1.5L. */
const shortRupees = (value: number) =>
  value >= 100_000
    ? `₹${Math.round(value / 10_000) / 10}L`
    : value >= 1_000
      ? `₹${Math.round(value / 100) / 10}k`
      : formatPrice(value);

/** Orders on the left, revenue on the right. */
const AXES: readonly DayAxis[] = [
  { scale: 'orders', least: 4, steps: WHOLE_STEPS, size: 40 },
  { scale: 'rupees', least: 1_000, format: shortRupees, size: 56 },
];
/** Revenue drawn first, so the orders' line stays in sight where the two meet (no sales at all). */
const SERIES: readonly DaySeries<DashboardDay>[] = [
  { label: t.revenueSeries, scale: 'rupees', value: (d) => d.revenue, colour: 'success' },
  { label: t.ordersSeries, scale: 'orders', value: (d) => d.orders, colour: 'primary', fill: true },
];
const dayOf = (d: DashboardDay) => d.day;

/**
 * `/backoffice/dashboard`, a day at a glance: today's and the last 30 days' orders and revenue,
 * the work waiting (each figure a way into its queue tab), the payments to look at, and the last
 * 30 days drawn as a chart (with the same days as a table for screen readers).
 */
export function DashboardPage() {
  const { currentData, error, isError, refetch } = useGetDashboardQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <ConsoleScreen title={t.heading}>
      {isError ? (
        <LoadFailed error={error} message={t.failed} onRetry={() => void refetch()} />
      ) : !currentData ? (
        <Spinner label={t.loading} />
      ) : (
        <DashboardView dashboard={currentData} />
      )}
    </ConsoleScreen>
  );
}

function DashboardView({ dashboard: d }: { dashboard: Dashboard }) {
  return (
    <>
      <div className={styles.periods}>
        <Period title={t.today} figures={d.today} />
        <Period title={t.last30Days} figures={d.last30Days} />
      </div>
      <section aria-labelledby="dashboard-work" className={styles.group}>
        <h2 id="dashboard-work" className={styles.groupTitle}>
          {t.work}
        </h2>
        <ul className={styles.tiles}>
          <Tile value={d.toConfirm} label={t.toConfirm} hint={t.toConfirmHint} tab="placed" />
          <Tile
            value={d.toPrint}
            label={t.toPrint(d.toPrint)}
            hint={t.toPrintHint}
            tab="confirmed"
          />
          <Tile value={d.toShip} label={t.toShip} hint={t.toShipHint} tab="confirmed" />
        </ul>
      </section>
      <section aria-labelledby="dashboard-payments" className={styles.group}>
        <h2 id="dashboard-payments" className={styles.groupTitle}>
          {t.payments}
        </h2>
        <ul className={styles.tiles}>
          <Tile
            value={d.failedPayments}
            label={t.failedPayments(d.failedPayments)}
            hint={t.failedHint}
            tab="failed"
          />
          <Tile
            value={d.flaggedPayments}
            label={t.flaggedPayments(d.flaggedPayments)}
            hint={t.flaggedHint}
            tab="failed"
            alert={d.flaggedPayments > 0}
          />
        </ul>
      </section>
      <DaysChart days={d.days} />
    </>
  );
}

function Period({ title, figures }: { title: string; figures: Dashboard['today'] }) {
  return (
    <section className={`${shared.card} ${styles.period}`} aria-label={title}>
      <h2 className={styles.periodTitle}>{title}</h2>
      <p className={styles.revenue}>
        {formatPrice(figures.revenue)} <span className={styles.unit}>{t.revenue}</span>
      </p>
      <p className={styles.orders}>{t.orders(figures.orders)}</p>
    </section>
  );
}

function Tile({
  value,
  label,
  hint,
  tab,
  alert = false,
}: {
  value: number;
  label: string;
  hint: string;
  tab: QueueStatus;
  alert?: boolean;
}) {
  return (
    <li>
      <Link
        to={queuePath({ status: tab })}
        className={`${styles.tile} ${alert ? styles.tileAlert : ''}`}
      >
        <span className={styles.tileValue}>{value}</span>{' '}
        <span className={styles.tileLabel}>{label}</span>{' '}
        <span className={styles.tileHint}>{hint}</span>
      </Link>
    </li>
  );
}

function DaysChart({ days }: { days: Dashboard['days'] }) {
  return (
    <DayChartFigure
      title={t.chartTitle}
      className={`${shared.card} ${styles.figure}`}
      titleClassName={styles.groupTitle}
      rows={days}
      day={dayOf}
      axes={AXES}
      series={SERIES}
      height={200}
    >
      <table>
        <caption>{t.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.date}</th>
            <th scope="col">{t.ordersSeries}</th>
            <th scope="col">{t.revenueSeries}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{dayLabel(day.day)}</th>
              <td>{day.orders}</td>
              <td>{formatPrice(day.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </DayChartFigure>
  );
}
