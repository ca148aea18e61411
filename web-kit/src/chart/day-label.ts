import { intlLocale, type Language } from 'shared-contracts';

/** The months as people in India write them in a short date: "26 Nov", never "11/26". */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const monthFormats = new Map<Language, Intl.DateTimeFormat>();

/** A month's short name in another of our languages ("नव॰", "நவ."), of a UTC date. */
function monthIn(language: Language, date: Date): string {
  let format = monthFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), { month: 'short', timeZone: 'UTC' });
    monthFormats.set(language, format);
  }
  return format.format(date);
}

const dayMonth = (date: Date, language: Language) =>
  `${date.getUTCDate()} ${language === 'en' ? MONTHS[date.getUTCMonth()] : monthIn(language, date)}`;

/**
 * A chart's day tick, "26 Nov": the day first, then the month's short name. English is written
 * from a fixed list, not Intl: ICU versions disagree ("Sept" or "Sep"); another language names
 * the month as its Intl data does, with Latin digits. `seconds` is a UTC midnight: the day in
 * India, as sent.
 */
export const dayTickLabel = (seconds: number, language: Language = 'en') =>
  dayMonth(new Date(seconds * 1000), language);

/**
 * A whole date as people in India write it, "7 Mar 2025", from the API's calendar day
 * ("2025-03-07"): read as written, never through a Date and the device's zone.
 */
export const calendarDayLabel = (isoDay: string, language: Language = 'en') => {
  const [year, month, day] = isoDay.split('-').map(Number);
  if (language === 'en') return `${day} ${MONTHS[month! - 1]} ${year}`;
  return `${dayMonth(new Date(Date.UTC(year!, month! - 1, day!)), language)} ${year}`;
};
