import { detailDate, type InvoiceSeller } from 'shared-contracts';
import type { InvoiceConfig } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { csvLine, safeText } from '../../lib/csv.js';
import { issuedBetween, monthInIndia, stateOfCode, type IssuedFigures } from './read.js';

/**
 * A month's invoices and credit notes as GSTR-1 asks for them, one CSV of six sections, each a
 * row naming it (the GST offline tool's sheet name), the tool's own header, its rows and a blank
 * row: b2b (each invoice to a GSTIN), b2cl (each large inter-state invoice to a person without
 * one), b2cs (the other sales to people without one, summed by place of supply and rate, their
 * credit notes subtracted), cdnr (credit notes to a GSTIN), cdnur (credit notes of b2cl invoices)
 * and hsn (the summary by HSN and rate, credit notes subtracted). Amounts are rupees with two decimals, dates
 * dd-mmm-yyyy in India, places of supply "29-Karnataka", as the tool reads them.
 */

const HEADERS = {
  b2b: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  b2cl: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  b2cs: [
    'Type',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  cdnr: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Reverse Charge',
    'Note Supply Type',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  cdnur: [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  hsn: [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
  ],
} as const;

export type Gstr1Section = keyof typeof HEADERS;

/**
 * An invoice to a person without a GSTIN, supplied to another state, above this value is listed
 * on its own (b2cl), not summed: Rs 1,00,000 since 1 August 2024 (Notification 12/2024-Central
 * Tax; Rs 2,50,000 before).
 */
export const B2CL_ABOVE_PAISE = 1_00_000_00;

/** What the cards are, in the HSN summary. */
const HSN_DESCRIPTION = 'NFC cards';
/** GST's unit quantity code for pieces, as the offline tool spells it. */
const UQC = 'NOS-NUMBERS';

/** Exact rupees of whole paise, negative too: "1015.25", "-49.90". */
export function rupeesText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

const rateText = (basisPoints: number) => rupeesText(basisPoints);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "05-Apr-2026": the day in India, as the offline tool writes dates. */
function toolDate(instant: Date): string {
  const [day, month, year] = detailDate(instant.toISOString()).split('/');
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}

const placeOfSupply = (code: string) => {
  const state = stateOfCode(code);
  return `${state.code}-${state.name}`;
};

interface Sums {
  quantity: number;
  totalPaise: number;
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

const zero = (): Sums => ({
  quantity: 0,
  totalPaise: 0,
  taxablePaise: 0,
  igstPaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
});

/** Adds a document's figures to `sums`, or takes a credit note's away. */
function addTo(sums: Sums, row: IssuedFigures): void {
  const sign = row.kind === 'credit-note' ? -1 : 1;
  sums.quantity += sign * row.quantity;
  sums.totalPaise += sign * row.totalPaise;
  sums.taxablePaise += sign * row.taxablePaise;
  sums.igstPaise += sign * row.igstPaise;
  sums.cgstPaise += sign * row.cgstPaise;
  sums.sgstPaise += sign * row.sgstPaise;
}

function grouped(rows: IssuedFigures[], keyOf: (row: IssuedFigures) => string) {
  const groups = new Map<string, { first: IssuedFigures; sums: Sums }>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key) ?? { first: row, sums: zero() };
    addTo(group.sums, row);
    groups.set(key, group);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, group]) => group);
}

export interface Gstr1Input {
  /** "2026-04". */
  month: string;
  seller: Pick<InvoiceSeller, 'gstin' | 'legalName'>;
  /** The sample seller issued them: no tax invoices, said on the first row. */
  sample: boolean;
  /** The month's invoices and credit notes, oldest first. */
  rows: IssuedFigures[];
}

export function gstr1Csv({ month, seller, sample, rows }: Gstr1Input): string {
  const registered = rows.filter((row) => row.buyerGstin);
  const sellerState = seller.gstin.slice(0, 2);
  // A credit note cancels its whole invoice: of the same value, it is large when that was.
  const large = (row: IssuedFigures) =>
    !row.buyerGstin && row.placeOfSupply !== sellerState && row.totalPaise > B2CL_ABOVE_PAISE;
  const others = rows.filter((row) => !row.buyerGstin && !large(row));
  const b2cl = rows
    .filter((row) => large(row) && row.kind === 'invoice')
    .map((row) => [
      row.number,
      toolDate(row.issuedAt),
      rupeesText(row.totalPaise),
      placeOfSupply(row.placeOfSupply),
      '',
      rateText(row.rateBasisPoints),
      rupeesText(row.taxablePaise),
      '0.00',
      '',
    ]);
  const cdnur = rows
    .filter((row) => large(row) && row.kind === 'credit-note')
    .map((row) => [
      'B2CL',
      row.number,
      toolDate(row.issuedAt),
      'C',
      placeOfSupply(row.placeOfSupply),
      rupeesText(row.totalPaise),
      '',
      rateText(row.rateBasisPoints),
      rupeesText(row.taxablePaise),
      '0.00',
    ]);
  const b2b = registered
    .filter((row) => row.kind === 'invoice')
    .map((row) => [
      row.buyerGstin!,
      safeText(row.buyerName),
      row.number,
      toolDate(row.issuedAt),
      rupeesText(row.totalPaise),
      placeOfSupply(row.placeOfSupply),
      'N',
      '',
      'Regular B2B',
      '',
      rateText(row.rateBasisPoints),
      rupeesText(row.taxablePaise),
      '0.00',
    ]);
  const b2cs = grouped(others, (row) => `${row.placeOfSupply}|${row.rateBasisPoints}`).map(
    ({ first, sums }) => [
      'OE',
      placeOfSupply(first.placeOfSupply),
      '',
      rateText(first.rateBasisPoints),
      rupeesText(sums.taxablePaise),
      '0.00',
      '',
    ],
  );
  const cdnr = registered
    .filter((row) => row.kind === 'credit-note')
    .map((row) => [
      row.buyerGstin!,
      safeText(row.buyerName),
      row.number,
      toolDate(row.issuedAt),
      'C',
      placeOfSupply(row.placeOfSupply),
      'N',
      'Regular B2B',
      rupeesText(row.totalPaise),
      '',
      rateText(row.rateBasisPoints),
      rupeesText(row.taxablePaise),
      '0.00',
    ]);
  const hsn = grouped(rows, (row) => `${row.hsn}|${row.rateBasisPoints}`).map(({ first, sums }) => [
    first.hsn,
    HSN_DESCRIPTION,
    UQC,
    String(sums.quantity),
    rupeesText(sums.totalPaise),
    rateText(first.rateBasisPoints),
    rupeesText(sums.taxablePaise),
    rupeesText(sums.igstPaise),
    rupeesText(sums.cgstPaise),
    rupeesText(sums.sgstPaise),
    '0.00',
  ]);
  const sections: [Gstr1Section, string[][]][] = [
    ['b2b', b2b],
    ['b2cl', b2cl],
    ['b2cs', b2cs],
    ['cdnr', cdnr],
    ['cdnur', cdnur],
    ['hsn', hsn],
  ];
  const heading = [
    'GSTR-1',
    month,
    seller.gstin,
    safeText(seller.legalName),
    ...(sample ? ['Sample seller: not a tax invoice'] : []),
  ];
  const lines = [csvLine(heading), ''];
  for (const [name, body] of sections) {
    lines.push(csvLine([name]), csvLine(HEADERS[name]), ...body.map(csvLine), '');
  }
  return lines.join('\r\n');
}

/** The GSTR-1 CSV of a month ("2026-04", in India), for the seller now configured. */
export async function monthGstr1Csv(
  db: Queryable,
  settings: InvoiceConfig,
  month: string,
): Promise<string> {
  return gstr1Csv({
    month,
    seller: settings.seller,
    sample: settings.sample,
    rows: await issuedBetween(db, monthInIndia(month)),
  });
}
