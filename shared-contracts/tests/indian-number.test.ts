import { describe, expect, it } from '@rstest/core';
import { formatIndian } from '../src/common/indian-number.js';

const intlFormats = new Map<string, Intl.NumberFormat>();
const intl = (value: number, min: number, max: number) => {
  const key = `${min}-${max}`;
  let format = intlFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    });
    intlFormats.set(key, format);
  }
  return format.format(value);
};

/** A small seeded generator: the same values on every run, so a failure can be replayed. */
function* seeded(seed: number, count: number) {
  let state = seed;
  for (let i = 0; i < count; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    yield state / 2 ** 32;
  }
}

describe('numbers as India writes them', () => {
  it('groups the last three digits, then twos', () => {
    expect(formatIndian(0, 0, 0)).toBe('0');
    expect(formatIndian(999, 0, 0)).toBe('999');
    expect(formatIndian(1000, 0, 0)).toBe('1,000');
    expect(formatIndian(100000, 2, 2)).toBe('1,00,000.00');
    expect(formatIndian(12345678.9, 2, 2)).toBe('1,23,45,678.90');
    expect(formatIndian(-1234567, 0, 0)).toBe('-12,34,567');
  });

  it('rounds half away from zero on the decimal the number reads as', () => {
    expect(formatIndian(1.005, 2, 2)).toBe('1.01');
    expect(formatIndian(2.5, 0, 0)).toBe('3');
    expect(formatIndian(-2.5, 0, 0)).toBe('-3');
    expect(formatIndian(-0.001, 2, 2)).toBe('-0.00');
    expect(formatIndian(1234.5678, 0, 3)).toBe('1,234.568');
    expect(formatIndian(1234.5, 0, 3)).toBe('1,234.5');
  });

  it("writes what Intl.NumberFormat('en-IN') writes, to the character", () => {
    const edges = [0, -0, 0.5, 0.005, 0.015, 1.005, 1.255, 99.995, 999.5, 1e-7, 1e15, 1e21, NaN];
    const random = [...seeded(20261129, 20_000)].map((r, i) => {
      const size = 10 ** Math.floor(r * 12);
      const value = ((r * 1e6) % 1) * size;
      // Paise amounts, half-paisa edges, and arbitrary doubles, of either sign.
      const shaped =
        i % 3 === 0
          ? Math.round(value * 100) / 100
          : i % 3 === 1
            ? Math.round(value * 200) / 200
            : value;
      return i % 5 === 0 ? -shaped : shaped;
    });
    const mismatches: string[] = [];
    for (const value of [...edges, ...random]) {
      for (const [min, max] of [
        [0, 0],
        [2, 2],
        [0, 3],
      ] as const) {
        const ours = formatIndian(value, min, max);
        const theirs = intl(value, min, max);
        if (ours !== theirs) mismatches.push(`${value} (${min}-${max}): ${ours} vs ${theirs}`);
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });
});
