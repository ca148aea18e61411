import { describe, expect, it } from '@rstest/core';
import {
  CREDIT_NOTE_SERIES,
  DOCUMENT_NUMBER_MAX_LENGTH,
  DOCUMENT_NUMBER_PATTERN,
  INVOICE_SERIES,
  creditNoteNumber,
  documentNumber,
  financialYear,
  financialYearBounds,
  financialYearOf,
  invoiceNumber,
} from '../src/invoices/numbering.js';

describe('financialYearOf', () => {
  it('turns at midnight on 1 April in India, 18:30 UTC the day before', () => {
    expect(financialYearOf('2027-03-31T18:29:59.999Z')).toEqual({
      startYear: 2026,
      label: '26-27',
    });
    expect(financialYearOf('2027-03-31T18:30:00.000Z')).toEqual({
      startYear: 2027,
      label: '27-28',
    });
    expect(financialYearOf('2027-03-31T23:59:59+05:30').label).toBe('26-27');
    expect(financialYearOf('2027-04-01T00:00:00+05:30').label).toBe('27-28');
    // Still 31 March in London and New York, already April in India.
    expect(financialYearOf(new Date('2027-03-31T20:00:00Z')).label).toBe('27-28');
    expect(financialYearOf(new Date('2027-03-31T21:00:00-04:00')).label).toBe('27-28');
  });

  it('runs April to March: January to March belong to the year begun the April before', () => {
    expect(financialYearOf('2026-04-01T00:00:00+05:30').label).toBe('26-27');
    expect(financialYearOf('2026-12-31T23:59:59+05:30').label).toBe('26-27');
    expect(financialYearOf('2027-01-01T00:00:00+05:30').label).toBe('26-27');
    expect(financialYearOf('2026-03-31T12:00:00+05:30').label).toBe('25-26');
  });

  it('labels the turn of a century with two digits each', () => {
    expect(financialYear(2099).label).toBe('99-00');
    expect(financialYear(2009).label).toBe('09-10');
  });

  it('refuses what is no date', () => {
    expect(() => financialYearOf('not a date')).toThrow(RangeError);
    expect(() => financialYear(26)).toThrow(RangeError);
  });

  it("bounds a year at midnight in India, the next year's first instant excluded", () => {
    const { from, to } = financialYearBounds(financialYear(2026));
    expect(from.toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(to.toISOString()).toBe('2027-03-31T18:30:00.000Z');
    expect(financialYearOf(from).label).toBe('26-27');
    expect(financialYearOf(new Date(to.getTime() - 1)).label).toBe('26-27');
    expect(financialYearOf(to).label).toBe('27-28');
  });
});

describe('invoice and credit note numbers', () => {
  const fy = financialYear(2026);

  it('are TF/26-27/000123 and TFCN/26-27/00001', () => {
    expect(invoiceNumber(fy, 123)).toBe('TF/26-27/000123');
    expect(invoiceNumber(fy, 1)).toBe('TF/26-27/000001');
    expect(creditNoteNumber(fy, 1)).toBe('TFCN/26-27/00001');
  });

  it('start again at 1 in the next year, and the years keep them apart', () => {
    const march = financialYearOf('2027-03-31T23:59:59+05:30');
    const april = financialYearOf('2027-04-01T00:00:00+05:30');
    expect(invoiceNumber(march, 999)).toBe('TF/26-27/000999');
    expect(invoiceNumber(april, 1)).toBe('TF/27-28/000001');
    expect(invoiceNumber(march, 1)).not.toBe(invoiceNumber(april, 1));
  });

  it('keep within 16 letters, digits, "-" and "/" up to the last of the year', () => {
    const last = [
      invoiceNumber(fy, 10 ** INVOICE_SERIES.digits - 1),
      creditNoteNumber(fy, 10 ** CREDIT_NOTE_SERIES.digits - 1),
    ];
    expect(last).toEqual(['TF/26-27/999999', 'TFCN/26-27/99999']);
    for (const number of last) {
      expect(number.length).toBeLessThanOrEqual(DOCUMENT_NUMBER_MAX_LENGTH);
      expect(number).toMatch(DOCUMENT_NUMBER_PATTERN);
    }
  });

  it('refuse a sequence outside the series, rather than grow past 16 characters', () => {
    expect(() => invoiceNumber(fy, 0)).toThrow(RangeError);
    expect(() => invoiceNumber(fy, 1_000_000)).toThrow(RangeError);
    expect(() => creditNoteNumber(fy, 100_000)).toThrow(RangeError);
    expect(() => invoiceNumber(fy, 1.5)).toThrow(RangeError);
    // "TF/CN/26-27/00001" would be 17.
    expect(() => documentNumber({ prefix: 'TF/CN', digits: 5 }, fy, 1)).toThrow('at most 16');
    expect(() => documentNumber({ prefix: 'TF CN', digits: 4 }, fy, 1)).toThrow(RangeError);
  });
});
