import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { madeOnce } from '../src/common/made-once.js';

describe('madeOnce', () => {
  it('makes nothing until asked, then the same value every time', () => {
    const make = rs.fn(() => ({ made: true }));
    const value = madeOnce(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });
});

describe('importing the contracts', () => {
  const { Segmenter, DateTimeFormat, NumberFormat } = Intl;
  afterEach(() => {
    Object.assign(Intl, { Segmenter, DateTimeFormat, NumberFormat });
  });

  // Every page of every app imports them: an Intl object made at import loads ICU data before
  // the page's first paint, used or not.
  it('makes no Intl formatter or segmenter until one is used', async () => {
    const made: string[] = [];
    const counted = <T extends object>(name: string, Base: T): T =>
      new Proxy(Base, {
        construct(target, args, newTarget) {
          made.push(name);
          return Reflect.construct(target as never, args, newTarget) as object;
        },
      });
    Object.assign(Intl, {
      Segmenter: counted('Segmenter', Segmenter),
      DateTimeFormat: counted('DateTimeFormat', DateTimeFormat),
      NumberFormat: counted('NumberFormat', NumberFormat),
    });
    rs.resetModules();
    const contracts = await import('../src/index.js');
    expect(made).toEqual([]);

    contracts.graphemeCount('रा', 5);
    expect(made).toEqual(['Segmenter']);
    // India's day is read by hand (common/india-time.ts): no formatter, no time zone data.
    contracts.listDate('2026-11-27T10:00:00Z');
    contracts.insightDay(new Date('2026-11-27T10:00:00Z'));
    expect(made).toEqual(['Segmenter']);
    contracts.formatDayMonthYear('2026-11-27T10:00:00Z', 'hi');
    expect(made).toEqual(['Segmenter', 'DateTimeFormat']);
  });
});
