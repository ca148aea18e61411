import { madeOnce } from '../common/made-once.js';
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
  const instant = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(instant.getTime())) return '';
  const key = `${language}:${month}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month,
      year: 'numeric',
    });
    dateFormats.set(key, format);
  }
  return format.format(instant);
}

const counts = madeOnce(() => new Intl.NumberFormat('en-IN'));

/** A count with Indian grouping (1,00,000), the same Latin digits in every language. */
export const formatCount = (n: number): string => counts().format(n);
