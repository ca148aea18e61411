/**
 * Order dates are shown as the calendar day in India, whatever the zone of the server or the
 * browser, so the API, a server-rendered mail and every screen name the same day: an order placed
 * at 23:00 UTC is already the next day there.
 */
import { madeOnce } from '../common/made-once.js';

export const ORDER_TIME_ZONE = 'Asia/Kolkata';

// formatToParts, not format: the pieces are put together by hand, so no ICU version can change the
// separators or their order.
const calendarDay = madeOnce(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: ORDER_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

interface Day {
  year: string;
  month: string;
  day: string;
}

/** The day in India of an ISO 8601 instant; undefined when there is none or it cannot be read. */
function dayOf(iso: string | null | undefined): Day | undefined {
  if (!iso) return undefined;
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return undefined;
  const parts = Object.fromEntries(
    calendarDay()
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { year: parts.year ?? '', month: parts.month ?? '', day: parts.day ?? '' };
}

/** The orders list's date, yyyy-mm-dd ("2026-11-24"); '' when there is no readable date. */
export function listDate(iso: string | null | undefined): string {
  const day = dayOf(iso);
  return day ? `${day.year}-${day.month}-${day.day}` : '';
}

/**
 * The order detail's date, dd/mm/yyyy ("24/11/2026"), which is also the tracking timeline's en-GB
 * date: what `toLocaleDateString('en-GB', { timeZone: 'Asia/Kolkata' })` gives. '' when there is
 * no readable date.
 */
export function detailDate(iso: string | null | undefined): string {
  const day = dayOf(iso);
  return day ? `${day.day}/${day.month}/${day.year}` : '';
}
