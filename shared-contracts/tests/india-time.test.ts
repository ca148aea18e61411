import { describe, expect, it } from '@rstest/core';
import { indiaClock, indiaDay, INDIA_UTC_OFFSET_MINUTES } from '../src/common/india-time.js';
import { formatDayMonthYear, formatDayMonthYearTime } from '../src/i18n/format.js';
import { intlLocale, LANGUAGES } from '../src/i18n/languages.js';
import { financialYearOf } from '../src/invoices/numbering.js';
import { detailDate, listDate } from '../src/orders/dates.js';
import { insightDay } from '../src/portfolio/insights.js';

/** Instants from 1950 to 2100, spread by a fixed sequence, and the turns of India's day. */
const instants = (() => {
  const from = Date.UTC(1950, 0, 1);
  const span = Date.UTC(2100, 0, 1) - from;
  const out: Date[] = [];
  let seed = 7;
  for (let i = 0; i < 400; i++) {
    seed = (seed * 48_271) % 2_147_483_647;
    out.push(new Date(from + (seed / 2_147_483_647) * span));
  }
  for (const turn of [
    '2026-03-31T18:29:59.999Z',
    '2026-03-31T18:30:00.000Z',
    '2027-12-31T18:30:00Z',
  ]) {
    out.push(new Date(turn));
  }
  return out;
})();

/** What ICU's time zone database says of an instant in Asia/Kolkata: the reference. */
const kolkata = (options: Intl.DateTimeFormatOptions, locale = 'en-GB') =>
  new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', ...options });
const partsOf = (format: Intl.DateTimeFormat, instant: Date) =>
  Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));

/**
 * India's day and time read by hand (one offset, no daylight saving) agree with ICU's time zone
 * database at every instant tried, so the screens can spare a phone loading that database.
 */
describe("India's calendar and clock without the time zone database", () => {
  it('is UTC+05:30', () => {
    expect(INDIA_UTC_OFFSET_MINUTES).toBe(330);
  });

  it("names the same day as ICU's Asia/Kolkata: the orders' dates and the insights' days", () => {
    const day = kolkata({ year: 'numeric', month: '2-digit', day: '2-digit' });
    for (const instant of instants) {
      const { year, month, day: date } = partsOf(day, instant);
      expect(indiaDay(instant)).toEqual({ year, month, day: date });
      expect(listDate(instant.toISOString())).toBe(`${year}-${month}-${date}`);
      expect(detailDate(instant.toISOString())).toBe(`${date}/${month}/${year}`);
      expect(insightDay(instant)).toBe(`${year}-${month}-${date}`);
    }
  });

  it("reads the same time of day as ICU's Asia/Kolkata", () => {
    const clock = kolkata({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    for (const instant of instants) {
      const { hour, minute } = partsOf(clock, instant);
      expect(indiaClock(instant)).toBe(`${hour}:${minute}`);
    }
  });

  it("writes every language's dates as ICU does in Asia/Kolkata", () => {
    for (const language of LANGUAGES) {
      const locale = intlLocale(language);
      const date = kolkata({ day: 'numeric', month: 'short', year: 'numeric' }, locale);
      const long = kolkata({ day: 'numeric', month: 'long', year: 'numeric' }, locale);
      const withTime = kolkata(
        { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
        locale,
      );
      for (const instant of instants.slice(0, 60)) {
        expect(formatDayMonthYear(instant, language)).toBe(date.format(instant));
        expect(formatDayMonthYear(instant, language, 'long')).toBe(long.format(instant));
        expect(formatDayMonthYearTime(instant, language)).toBe(withTime.format(instant));
      }
    }
  });

  it("starts the financial year on 1 April in India, as ICU's calendar there does", () => {
    const month = kolkata({ year: 'numeric', month: 'numeric' });
    for (const instant of instants) {
      const { year, month: m } = partsOf(month, instant);
      const startYear = Number(m) >= 4 ? Number(year) : Number(year) - 1;
      expect(financialYearOf(instant).startYear).toBe(startYear);
    }
    expect(financialYearOf('2026-03-31T18:29:59.999Z').label).toBe('25-26');
    expect(financialYearOf('2026-03-31T18:30:00.000Z').label).toBe('26-27');
  });
});
