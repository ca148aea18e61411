import { describe, expect, it } from '@rstest/core';
import {
  CURRENCY_SYMBOL,
  PRICE_DETAILS_DECIMALS,
  PRICE_SUMMARY_DECIMALS,
} from '../src/common/constants.js';
import {
  discountPercentage,
  formatRupees,
  PAISE_PER_RUPEE,
  toPaise,
  toRupees,
} from '../src/shop/money.js';

describe('toRupees and toPaise', () => {
  it('count 100 paise to the rupee', () => {
    expect(PAISE_PER_RUPEE).toBe(100);
    expect(toRupees(0)).toBe(0);
    expect(toRupees(1)).toBe(0.01);
    expect(toRupees(49_900)).toBe(499);
    expect(toRupees(12_345)).toBe(123.45);
    expect(toRupees(10_000_000)).toBe(100_000);
  });

  it('turn rupees with 0, 1 and 2 decimals into whole paise', () => {
    expect(toPaise(0)).toBe(0);
    expect(toPaise(499)).toBe(49_900);
    expect(toPaise(499.5)).toBe(49_950);
    expect(toPaise(123.45)).toBe(12_345);
    expect(toPaise(0.01)).toBe(1);
    expect(toPaise(100_000)).toBe(10_000_000);
  });

  it('absorb the float error of amounts that have no exact binary form', () => {
    // 0.29 * 100 is 28.999999999999996, 1.1 * 100 is 110.00000000000001.
    expect(toPaise(0.29)).toBe(29);
    expect(toPaise(1.1)).toBe(110);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(1.15 * 3)).toBe(345);
  });

  it('round rupees with more than 2 decimals to the nearest paisa', () => {
    expect(toPaise(1.004)).toBe(100);
    expect(toPaise(1.006)).toBe(101);
    expect(toPaise(99.999)).toBe(10_000);
  });

  it('are inverse on whole paise', () => {
    for (const paise of [0, 1, 7, 29, 99, 110, 49_950, 129_900, 9_999_999]) {
      expect(toPaise(toRupees(paise))).toBe(paise);
    }
  });
});

describe('discountPercentage', () => {
  it('is the whole percent off the MRP, rounded down', () => {
    // 50.05% and 33.3%: the label never promises more than the price gives.
    expect(discountPercentage(999, 499)).toBe(50);
    expect(discountPercentage(1_000, 667)).toBe(33);
    expect(discountPercentage(99_900, 49_900)).toBe(50);
    expect(discountPercentage(100_000, 66_700)).toBe(33);
  });

  it('rounds down even just below the next whole percent', () => {
    // 33.9% and 99.9% off.
    expect(discountPercentage(1_000, 661)).toBe(33);
    expect(discountPercentage(1_000, 1)).toBe(99);
    expect(discountPercentage(300, 201)).toBe(33);
  });

  it('gives exact percentages exactly', () => {
    expect(discountPercentage(200, 100)).toBe(50);
    expect(discountPercentage(129_900, 103_920)).toBe(20);
    expect(discountPercentage(10_000, 9_000)).toBe(10);
    expect(discountPercentage(300, 200)).toBe(33);
    expect(discountPercentage(100, 0)).toBe(100);
  });

  it('gives 0 for less than one percent off', () => {
    expect(discountPercentage(1_000, 991)).toBe(0);
    expect(discountPercentage(10_000_000, 9_999_999)).toBe(0);
  });

  it('gives no discount when the sale price is at or above the MRP', () => {
    expect(discountPercentage(49_900, 49_900)).toBe(0);
    expect(discountPercentage(49_900, 59_900)).toBe(0);
    expect(discountPercentage(1, 2)).toBe(0);
  });

  it('gives no discount without an MRP', () => {
    expect(discountPercentage(0, 0)).toBe(0);
    expect(discountPercentage(0, 49_900)).toBe(0);
    expect(discountPercentage(-100, 50)).toBe(0);
  });

  it('is a whole percent from 0 to 99, never more than the price gives, for any sale price', () => {
    const wrong: string[] = [];
    for (let actual = 1; actual <= 300; actual += 1) {
      for (let sale = 1; sale <= actual; sale += 1) {
        const percent = discountPercentage(actual, sale);
        // In whole numbers: percent <= (actual - sale) / actual * 100 < percent + 1.
        const off = (actual - sale) * 100;
        const roundedDown =
          Number.isInteger(percent) && percent * actual <= off && off < (percent + 1) * actual;
        if (!roundedDown || percent < 0 || percent > 99)
          wrong.push(`${actual}/${sale}: ${percent}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('formatRupees', () => {
  it('writes the rupee sign before the amount', () => {
    expect(CURRENCY_SYMBOL).toBe('₹');
    expect(formatRupees(499, 0)).toBe('₹499');
    expect(formatRupees(499, 2)).toBe('₹499.00');
  });

  it('groups digits the Indian way: thousands, then every two digits', () => {
    expect(formatRupees(123_456.5, 2)).toBe('₹1,23,456.50');
    expect(formatRupees(1_299, 2)).toBe('₹1,299.00');
    expect(formatRupees(12_345_678, 0)).toBe('₹1,23,45,678');
    expect(formatRupees(100_000, 0)).toBe('₹1,00,000');
    expect(formatRupees(10_000_000, 0)).toBe('₹1,00,00,000');
    expect(formatRupees(999, 0)).toBe('₹999');
    expect(formatRupees(1_000, 0)).toBe('₹1,000');
  });

  it('shows 2 decimals in the price details and none in the footer and pay button', () => {
    expect(PRICE_DETAILS_DECIMALS).toBe(2);
    expect(PRICE_SUMMARY_DECIMALS).toBe(0);
    expect(formatRupees(1_299.5, PRICE_DETAILS_DECIMALS)).toBe('₹1,299.50');
    expect(formatRupees(1_299, PRICE_SUMMARY_DECIMALS)).toBe('₹1,299');
  });

  it('rounds to the decimals asked for', () => {
    expect(formatRupees(1_299.5, 0)).toBe('₹1,300');
    expect(formatRupees(1_299.49, 0)).toBe('₹1,299');
    expect(formatRupees(123_456.789, 2)).toBe('₹1,23,456.79');
  });

  it('shows a sum of floats as its whole paise', () => {
    expect(formatRupees(0.1 + 0.2, 2)).toBe('₹0.30');
    expect(formatRupees(1.1 * 3, 2)).toBe('₹3.30');
  });

  it('shows zero', () => {
    expect(formatRupees(0, 0)).toBe('₹0');
    expect(formatRupees(0, 2)).toBe('₹0.00');
  });

  it('gives the same answer for repeated calls with different decimals', () => {
    expect(formatRupees(1_234.5, 2)).toBe('₹1,234.50');
    expect(formatRupees(1_234.5, 0)).toBe('₹1,235');
    expect(formatRupees(1_234.5, 2)).toBe('₹1,234.50');
    expect(formatRupees(1_234.5, 1)).toBe('₹1,234.5');
  });
});
