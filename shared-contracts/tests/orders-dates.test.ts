import { describe, expect, it } from '@rstest/core';
import { detailDate, listDate, ORDER_TIME_ZONE } from '../src/orders/dates.js';

describe('listDate and detailDate', () => {
  it('show the list date as yyyy-mm-dd and the detail date as dd/mm/yyyy', () => {
    expect(listDate('2026-11-23T06:30:00.000Z')).toBe('2026-11-23');
    expect(detailDate('2026-11-23T06:30:00.000Z')).toBe('23/11/2026');
  });

  it('pad single-digit days and months', () => {
    expect(listDate('2026-03-05T06:00:00Z')).toBe('2026-03-05');
    expect(detailDate('2026-03-05T06:00:00Z')).toBe('05/03/2026');
  });

  it('name the day in India, not in UTC', () => {
    expect(ORDER_TIME_ZONE).toBe('Asia/Kolkata');
    // 23:00 UTC is 04:30 the next morning in India.
    expect(listDate('2026-11-23T23:00:00Z')).toBe('2026-11-24');
    expect(detailDate('2026-11-23T23:00:00Z')).toBe('24/11/2026');
  });

  it('turn the day at 18:30 UTC, midnight in India', () => {
    expect(listDate('2026-11-23T18:29:59.999Z')).toBe('2026-11-23');
    expect(listDate('2026-11-23T18:30:00.000Z')).toBe('2026-11-24');
    expect(detailDate('2026-11-23T18:29:59.999Z')).toBe('23/11/2026');
    expect(detailDate('2026-11-23T18:30:00.000Z')).toBe('24/11/2026');
  });

  it('carry the month and the year over with the day', () => {
    expect(listDate('2026-11-30T20:00:00Z')).toBe('2026-12-01');
    expect(listDate('2026-12-31T19:00:00Z')).toBe('2027-01-01');
    expect(detailDate('2026-12-31T19:00:00Z')).toBe('01/01/2027');
    expect(listDate('2028-02-28T18:30:00Z')).toBe('2028-02-29');
  });

  it('read an instant written with any offset', () => {
    expect(listDate('2026-11-24T00:15:00+05:30')).toBe('2026-11-24');
    expect(listDate('2026-11-23T20:00:00-05:00')).toBe('2026-11-24');
    expect(detailDate('2026-11-23T12:00:00+00:00')).toBe('23/11/2026');
  });

  it('agree with toLocaleDateString in en-GB for India', () => {
    const instants = [
      '2026-01-01T00:00:00Z',
      '2026-06-15T18:29:00Z',
      '2026-06-15T18:31:00Z',
      '2026-11-23T23:00:00Z',
    ];
    for (const iso of instants) {
      expect(detailDate(iso)).toBe(
        new Date(iso).toLocaleDateString('en-GB', { timeZone: 'Asia/Kolkata' }),
      );
    }
  });

  it('give an empty text for a missing or unreadable date', () => {
    for (const value of [null, undefined, '', 'not a date', '2026-13-45T00:00:00Z']) {
      expect(listDate(value)).toBe('');
      expect(detailDate(value)).toBe('');
    }
  });
});
