import { inIndia } from '../common/india-time.js';
import { formatIndian } from '../common/indian-number.js';
import { intlLocale, type Language } from './languages.js';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date with its month named in the language ("24 Nov 2026", "24 नव॰ 2026"), on the calendar
 * day in India: the spec's day-month-year order in every language.
 */
export function formatDayMonthYear(
  date: Date | string,
  language: Language,
  month: 'short' | 'long' = 'short',
): string {
  return formatInIndia(date, language, month, false);
}

/**
 * The same with the time of day in India ("12 Mar 2025, 3:05 pm"): for what happens within hours,
 * a webhook's deliveries.
 */
export const formatDayMonthYearTime = (date: Date | string, language: Language): string =>
  formatInIndia(date, language, 'short', true);

function formatInIndia(
  date: Date | string,
  language: Language,
  month: 'short' | 'long',
  time: boolean,
): string {
  const instant = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(instant.getTime())) return '';
  const key = `${language}:${month}:${time}`;
  let format = dateFormats.get(key);
  if (!format) {
    // India's day and time as UTC's fields of the moved instant: no time zone data to load.
    format = new Intl.DateTimeFormat(intlLocale(language), {
      timeZone: 'UTC',
      day: 'numeric',
      month,
      year: 'numeric',
      ...(time && { hour: 'numeric', minute: '2-digit' }),
    });
    dateFormats.set(key, format);
  }
  return format.format(inIndia(instant));
}

/** A count with Indian grouping (1,00,000), the same Latin digits in every language. */
export const formatCount = (n: number): string => formatIndian(n, 0, 3);
