/**
 * Order dates are shown as the calendar day in India, whatever the zone of the server or the
 * browser, so the API, a server-rendered mail and every screen name the same day: an order placed
 * at 23:00 UTC is already the next day there.
 */
import { indiaDay } from '../common/india-time.js';

/** Where the shop works: the zone every order date is read in (common/india-time.ts). */
export const ORDER_TIME_ZONE = 'Asia/Kolkata';

/** The day in India of an ISO 8601 instant; undefined when there is none or it cannot be read. */
function dayOf(iso: string | null | undefined): ReturnType<typeof indiaDay> | undefined {
  if (!iso) return undefined;
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return undefined;
  return indiaDay(instant);
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
