import { describe, expect, it } from '@rstest/core';
import {
  DEFAULT_GST_RATE_BASIS_POINTS,
  formatRate,
  invoiceLine,
  invoiceTotals,
  isIntraState,
  splitInclusive,
  type TaxSplit,
} from '../src/invoices/tax.js';

const RATES = [500, 1200, 1800, 2800];

/** price / (1 + rate), rounded half up, worked in BigInt: an oracle apart from the code's. */
function expectedTaxable(totalPaise: number, rateBasisPoints: number): number {
  const n = BigInt(totalPaise) * 10_000n;
  const d = BigInt(10_000 + rateBasisPoints);
  const q = n / d;
  return Number(2n * (n - q * d) >= d ? q + 1n : q);
}

/** Every property a split must have; returns the first broken one, or null. */
function broken(split: TaxSplit, totalPaise: number, rate: number, intraState: boolean) {
  const { taxablePaise, cgstPaise, sgstPaise, igstPaise } = split;
  const parts = [taxablePaise, cgstPaise, sgstPaise, igstPaise];
  if (!parts.every((p) => Number.isSafeInteger(p) && p >= 0)) return 'not whole paise';
  if (split.totalPaise !== totalPaise) return 'total';
  if (taxablePaise + cgstPaise + sgstPaise + igstPaise !== totalPaise) return 'sum';
  if (taxablePaise !== expectedTaxable(totalPaise, rate)) return 'taxable';
  const tax = totalPaise - taxablePaise;
  // The tax is the rest of the price, so it is off taxable x rate by at most the taxable value's
  // rounding (half a paisa) times (1 + rate): under a paisa. Compared in whole numbers.
  if (2 * Math.abs(tax * 10_000 - taxablePaise * rate) > 10_000 + rate) return 'tax';
  if (intraState) {
    if (igstPaise !== 0) return 'igst intra';
    if (cgstPaise - sgstPaise !== 0 && cgstPaise - sgstPaise !== 1) return 'halves';
  } else if (cgstPaise !== 0 || sgstPaise !== 0) {
    return 'cgst inter';
  }
  return null;
}

describe('splitInclusive', () => {
  it('splits Rs 1,198 at 18% within Karnataka: CGST takes the odd paisa', () => {
    expect(splitInclusive({ unitPricePaise: 119_800, intraState: true })).toEqual({
      totalPaise: 119_800,
      taxablePaise: 101_525,
      cgstPaise: 9138,
      sgstPaise: 9137,
      igstPaise: 0,
    });
  });

  it('splits the same price to another state as IGST', () => {
    expect(splitInclusive({ unitPricePaise: 119_800, intraState: false })).toEqual({
      totalPaise: 119_800,
      taxablePaise: 101_525,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 18_275,
    });
  });

  it('splits the line, price x quantity, not each unit', () => {
    const line = splitInclusive({ unitPricePaise: 49_900, quantity: 3, intraState: false });
    // 1497 / 1.18 = 1268.644...: per unit it would be 3 x 422.88 = 1268.64.
    expect(line).toMatchObject({ totalPaise: 149_700, taxablePaise: 126_864, igstPaise: 22_836 });
  });

  it('defaults to 18%, and rounds half a paisa up', () => {
    expect(DEFAULT_GST_RATE_BASIS_POINTS).toBe(1800);
    // Rs 59 / 1.18 is Rs 50 exactly.
    expect(splitInclusive({ unitPricePaise: 5900, intraState: true }).taxablePaise).toBe(5000);
    // 1 paisa / 1.05 is 0.95: all of it is taxable value, no tax.
    expect(
      splitInclusive({ unitPricePaise: 1, rateBasisPoints: 500, intraState: true }),
    ).toMatchObject({ taxablePaise: 1, cgstPaise: 0, sgstPaise: 0 });
    // Rs 4 / 1.28 is 312.5 paise exactly: 313.
    expect(
      splitInclusive({ unitPricePaise: 400, rateBasisPoints: 2800, intraState: true }),
    ).toMatchObject({ taxablePaise: 313, cgstPaise: 44, sgstPaise: 43 });
  });

  it('holds for every price from Rs 1 to Rs 1,00,000, intra and inter state, at 5, 12, 18 and 28%', () => {
    let checked = 0;
    for (const rate of RATES) {
      for (const intraState of [true, false]) {
        for (let rupees = 1; rupees <= 100_000; rupees++) {
          const totalPaise = rupees * 100;
          const split = splitInclusive({
            unitPricePaise: totalPaise,
            rateBasisPoints: rate,
            intraState,
          });
          const problem = broken(split, totalPaise, rate, intraState);
          if (problem)
            throw new Error(`Rs ${rupees} at ${rate} bp, intra ${intraState}: ${problem}`);
          checked++;
        }
      }
    }
    expect(checked).toBe(800_000);
  });

  it('holds for every paisa up to Rs 2,000 and for quantities up to 20, odd halves included', () => {
    let odd = 0;
    for (const rate of RATES) {
      for (const intraState of [true, false]) {
        for (let paise = 0; paise <= 200_000; paise++) {
          const split = splitInclusive({
            unitPricePaise: paise,
            rateBasisPoints: rate,
            intraState,
          });
          const problem = broken(split, paise, rate, intraState);
          if (problem)
            throw new Error(`${paise} paise at ${rate} bp, intra ${intraState}: ${problem}`);
          if (intraState && split.cgstPaise !== split.sgstPaise) odd++;
        }
        for (let quantity = 1; quantity <= 20; quantity++) {
          for (const unit of [99, 49_900, 1_19_800, 99_99_999]) {
            const split = splitInclusive({
              unitPricePaise: unit,
              quantity,
              rateBasisPoints: rate,
              intraState,
            });
            const problem = broken(split, unit * quantity, rate, intraState);
            if (problem) throw new Error(`${quantity} x ${unit} at ${rate} bp: ${problem}`);
          }
        }
      }
    }
    // The odd-paisa case is common, not a corner: about half of all taxes are odd.
    expect(odd).toBeGreaterThan(300_000);
  });

  it('refuses what is no price, quantity or rate', () => {
    expect(() => splitInclusive({ unitPricePaise: 10.5, intraState: true })).toThrow(RangeError);
    expect(() => splitInclusive({ unitPricePaise: -1, intraState: true })).toThrow(RangeError);
    expect(() => splitInclusive({ unitPricePaise: 100, quantity: 1.5, intraState: true })).toThrow(
      RangeError,
    );
    expect(() =>
      splitInclusive({ unitPricePaise: 100, rateBasisPoints: 18, intraState: true }),
    ).not.toThrow();
    expect(() =>
      splitInclusive({ unitPricePaise: 100, rateBasisPoints: 0.18, intraState: true }),
    ).toThrow(RangeError);
    expect(() =>
      splitInclusive({ unitPricePaise: Number.MAX_SAFE_INTEGER, intraState: true }),
    ).toThrow(RangeError);
  });
});

describe('isIntraState and formatRate', () => {
  it('is intra-state only when the seller is registered where the goods go', () => {
    expect(isIntraState('29', '29')).toBe(true);
    expect(isIntraState('29', '27')).toBe(false);
  });

  it('prints a rate as a percentage, halves included', () => {
    expect(formatRate(1800)).toBe('18%');
    expect(formatRate(900)).toBe('9%');
    expect(formatRate(250)).toBe('2.5%');
    expect(formatRate(12.5)).toBe('0.125%');
    expect(formatRate(1400)).toBe('14%');
  });
});

describe('invoiceLine and invoiceTotals', () => {
  const card = { description: 'NFC card: Sunset', hsn: '8523' };

  it('shows the MRP as the value, the discount down to the price, and the price split', () => {
    const line = invoiceLine({
      ...card,
      quantity: 2,
      unitPricePaise: 59_900,
      unitMrpPaise: 99_900,
      intraState: true,
    });
    expect(line).toEqual({
      description: 'NFC card: Sunset',
      hsn: '8523',
      quantity: 2,
      unit: 'Nos',
      valuePaise: 199_800,
      discountPaise: 80_000,
      taxablePaise: 101_525,
      rateBasisPoints: 1800,
      taxes: [
        { kind: 'CGST', rateBasisPoints: 900, amountPaise: 9138 },
        { kind: 'SGST', rateBasisPoints: 900, amountPaise: 9137 },
      ],
      totalPaise: 119_800,
    });
    expect(line.valuePaise - line.discountPaise).toBe(line.totalPaise);
  });

  it('has no discount without an MRP above the price, and one IGST to another state', () => {
    const line = invoiceLine({ ...card, unitPricePaise: 49_900, intraState: false });
    expect(line).toMatchObject({ quantity: 1, valuePaise: 49_900, discountPaise: 0 });
    expect(line.taxes).toEqual([{ kind: 'IGST', rateBasisPoints: 1800, amountPaise: 7612 }]);
    expect(line.taxablePaise + 7612).toBe(49_900);
  });

  it('adds the lines up, tax by tax', () => {
    const lines = [
      invoiceLine({
        ...card,
        quantity: 2,
        unitPricePaise: 59_900,
        unitMrpPaise: 99_900,
        intraState: true,
      }),
      invoiceLine({ ...card, quantity: 1, unitPricePaise: 49_900, intraState: true }),
    ];
    const totals = invoiceTotals(lines);
    expect(totals).toEqual({
      quantity: 3,
      valuePaise: 249_700,
      discountPaise: 80_000,
      taxablePaise: 101_525 + 42_288,
      cgstPaise: 9138 + 3806,
      sgstPaise: 9137 + 3806,
      igstPaise: 0,
      totalPaise: 169_700,
    });
    expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise).toBe(totals.totalPaise);
    expect(invoiceTotals([])).toMatchObject({ quantity: 0, totalPaise: 0 });
  });
});
