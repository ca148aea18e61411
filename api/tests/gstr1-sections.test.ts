import { describe, expect, it } from '@rstest/core';
import { parse } from 'csv-parse/sync';
import { B2CL_ABOVE_PAISE, gstr1Csv } from '../src/modules/invoices/gstr1.js';
import type { IssuedFigures } from '../src/modules/invoices/read.js';

/** The sample seller's state, Karnataka (29), by its GSTIN. */
const SELLER = { gstin: '29AAHCT4821Q1ZM', legalName: 'Tapfolio Technologies Pvt. Ltd.' };

/** A document of `totalPaise` at 18%, its tax split as the invoices make it. */
function issued(
  number: string,
  totalPaise: number,
  placeOfSupply: string,
  extra: Partial<IssuedFigures> = {},
): IssuedFigures {
  const taxablePaise = Math.round(totalPaise / 1.18);
  const tax = totalPaise - taxablePaise;
  const intra = placeOfSupply === '29';
  return {
    kind: 'invoice',
    number,
    financialYear: 2026,
    sequence: 1,
    orderId: `order-${number}`,
    orderCode: `TF-${number}`,
    refersTo: null,
    refersToNumber: null,
    issuedAt: new Date('2026-11-20T06:00:00Z'),
    buyerName: 'Asha Rao',
    buyerGstin: null,
    placeOfSupply,
    hsn: '8523',
    rateBasisPoints: 1800,
    quantity: 1,
    taxablePaise,
    cgstPaise: intra ? Math.ceil(tax / 2) : 0,
    sgstPaise: intra ? Math.floor(tax / 2) : 0,
    igstPaise: intra ? 0 : tax,
    totalPaise,
    ...extra,
  };
}

function sectionsOf(csv: string): Record<string, Record<string, string>[]> {
  const rows = parse(csv, { relax_column_count: true, skip_empty_lines: true }) as string[][];
  const sections: Record<string, Record<string, string>[]> = {};
  let current: { header?: string[]; rows: Record<string, string>[] } | undefined;
  for (const row of rows) {
    if (row.length === 1 && /^[a-z0-9]+$/.test(row[0]!)) {
      current = { rows: [] };
      sections[row[0]!] = current.rows;
    } else if (current && !current.header) {
      current.header = row;
    } else if (current?.header) {
      current.rows.push(Object.fromEntries(current.header.map((name, n) => [name, row[n] ?? ''])));
    }
  }
  return sections;
}

describe('GSTR-1 sections of sales to people without a GSTIN', () => {
  const large = B2CL_ABOVE_PAISE + 1;
  const csv = gstr1Csv({
    month: '2026-11',
    seller: SELLER,
    sample: false,
    rows: [
      // Another state, above the limit: listed on its own, and so is its credit note.
      issued('TF/26-27/000001', large, '27'),
      issued('TFCN/26-27/00001', large, '27', { kind: 'credit-note', refersTo: 'x' }),
      // Within the seller's state, or at the limit: summed with the rest.
      issued('TF/26-27/000002', large, '29'),
      issued('TF/26-27/000003', B2CL_ABOVE_PAISE, '27'),
      issued('TF/26-27/000004', 49_900, '27'),
    ],
  });
  const { b2cl, b2cs, cdnur, hsn } = sectionsOf(csv);

  it('lists a large inter-state invoice in b2cl and its credit note in cdnur, not in b2cs', () => {
    expect(b2cl!.map((row) => row['Invoice Number'])).toEqual(['TF/26-27/000001']);
    expect(b2cl![0]).toMatchObject({
      'Invoice Value': '100000.01',
      'Place Of Supply': '27-Maharashtra',
      Rate: '18.00',
      'Invoice date': '20-Nov-2026',
    });
    expect(cdnur!.map((row) => [row['UR Type'], row['Note Number'], row['Note Value']])).toEqual([
      ['B2CL', 'TFCN/26-27/00001', '100000.01'],
    ]);
  });

  it('sums the rest by place of supply, and the HSN summary keeps every document', () => {
    const taxable = (totalPaise: number, place: string) =>
      issued('', totalPaise, place).taxablePaise;
    const byPlace = Object.fromEntries(
      b2cs!.map((row) => [row['Place Of Supply'], Math.round(Number(row['Taxable Value']) * 100)]),
    );
    expect(byPlace).toEqual({
      '27-Maharashtra': taxable(B2CL_ABOVE_PAISE, '27') + taxable(49_900, '27'),
      '29-Karnataka': taxable(large, '29'),
    });
    // The credit note takes its invoice back out: the summary is the other three.
    expect(hsn![0]!['Total Value']).toBe(((large + B2CL_ABOVE_PAISE + 49_900) / 100).toFixed(2));
  });
});
