import { describe, expect, it } from '@rstest/core';
import { calendarDayLabel, dayTickLabel } from '../src/chart/day-label';

const midnight = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

describe('a chart day tick', () => {
  it('is written as people in India write a short date: the day, then the month', () => {
    expect(dayTickLabel(midnight('2026-11-26'))).toBe('26 Nov');
    expect(dayTickLabel(midnight('2026-09-01'))).toBe('1 Sep');
    expect(dayTickLabel(midnight('2027-01-31'))).toBe('31 Jan');
  });

  it('is the day sent, whatever the device zone: a UTC midnight is never the day before', () => {
    // 2026-12-01 00:00 UTC is still 30 Nov in New York; the axis must say 1 Dec.
    expect(dayTickLabel(midnight('2026-12-01'))).toBe('1 Dec');
  });
});

describe('a calendar day', () => {
  it('is written whole, day first, as the API sent it', () => {
    expect(calendarDayLabel('2025-03-07')).toBe('7 Mar 2025');
    expect(calendarDayLabel('2026-12-01')).toBe('1 Dec 2026');
  });
});

describe("a chart's days in another language", () => {
  it("name the month in the person's language, the day in Latin digits first", () => {
    expect(dayTickLabel(midnight('2026-11-26'), 'hi')).toBe('26 नव॰');
    expect(dayTickLabel(midnight('2026-09-01'), 'ta')).toBe('1 செப்.');
    expect(calendarDayLabel('2026-12-01', 'bn')).toMatch(/^1 \S+ 2026$/);
    expect(calendarDayLabel('2026-12-01', 'bn')).not.toMatch(/Dec/);
  });
});
