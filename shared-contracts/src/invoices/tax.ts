import type { InvoiceLine, InvoiceTax, InvoiceTotals } from './types.js';

/** Rates are in basis points (1800 is 18%): whole numbers, even for 0.25%. */
export const BASIS_POINTS_PER_UNIT = 10_000;

/** What NFC cards are taxed at (HSN 8523, smart cards) unless the seller's settings say else. */
export const DEFAULT_GST_RATE_BASIS_POINTS = 1800;

/** The unit quantities are counted in on an invoice (GST's UQC for pieces). */
export const INVOICE_UNIT = 'Nos';

/**
 * A price that includes tax, split into its taxable value and the tax in it. Intra-state, the tax
 * is CGST and SGST, half the rate each; inter-state it is IGST. Always
 * `taxablePaise + cgstPaise + sgstPaise + igstPaise === totalPaise`.
 */
export interface TaxSplit {
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface InclusivePrice {
  /** One unit's price, tax included, in paise. */
  unitPricePaise: number;
  quantity?: number;
  rateBasisPoints?: number;
  /** The seller's state is the place of supply: CGST and SGST, else IGST. */
  intraState: boolean;
}

/** a / b rounded half up, for non-negative safe integers, without a float division's error. */
function divideRounded(a: number, b: number): number {
  const twice = 2 * a + b;
  const doubled = 2 * b;
  return (twice - (twice % doubled)) / doubled;
}

function assertRate(rateBasisPoints: number): void {
  if (
    !Number.isInteger(rateBasisPoints) ||
    rateBasisPoints < 0 ||
    rateBasisPoints > BASIS_POINTS_PER_UNIT
  ) {
    throw new RangeError(`a GST rate is 0 to 10000 basis points, got ${rateBasisPoints}`);
  }
}

/**
 * The line's price (unit price x quantity) split into taxable value and tax. The taxable value is
 * the price divided by (1 + rate), rounded to the paisa, and the tax is the rest, so nothing is
 * lost or made up in rounding: it is within a paisa of the taxable value x rate. Odd paise of an
 * intra-state tax go to CGST, so the two halves always add up to it.
 */
export function splitInclusive({
  unitPricePaise,
  quantity = 1,
  rateBasisPoints = DEFAULT_GST_RATE_BASIS_POINTS,
  intraState,
}: InclusivePrice): TaxSplit {
  assertRate(rateBasisPoints);
  if (!Number.isSafeInteger(unitPricePaise) || unitPricePaise < 0) {
    throw new RangeError(`a price is whole paise, got ${unitPricePaise}`);
  }
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`a quantity is a whole number, got ${quantity}`);
  }
  const totalPaise = unitPricePaise * quantity;
  const scaled = totalPaise * BASIS_POINTS_PER_UNIT;
  if (!Number.isSafeInteger(2 * scaled + 2 * BASIS_POINTS_PER_UNIT)) {
    throw new RangeError(`a line of ${totalPaise} paise is beyond exact arithmetic`);
  }
  const taxablePaise = divideRounded(scaled, BASIS_POINTS_PER_UNIT + rateBasisPoints);
  const tax = totalPaise - taxablePaise;
  if (!intraState) {
    return { totalPaise, taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  }
  const cgstPaise = Math.ceil(tax / 2);
  return { totalPaise, taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0 };
}

/** Intra-state supply: the seller is registered in the state the goods are delivered to. */
export const isIntraState = (sellerStateCode: string, placeOfSupplyCode: string): boolean =>
  sellerStateCode === placeOfSupplyCode;

/** A rate as printed: "18%", "9%", "2.5%", "0.125%". */
export function formatRate(rateBasisPoints: number): string {
  const percent = rateBasisPoints / 100;
  return `${Number(percent.toFixed(4))}%`;
}

export interface LineInput extends InclusivePrice {
  description: string;
  hsn: string;
  /** One unit's price before the discount (the MRP), tax included; the price when there is none. */
  unitMrpPaise?: number;
}

/**
 * An invoice line for goods sold at an inclusive price: its value at the MRP, the discount down to
 * the price paid, and that price split into taxable value and tax. Value - discount = taxable value
 * + taxes = the line's total.
 */
export function invoiceLine(input: LineInput): InvoiceLine {
  const rateBasisPoints = input.rateBasisPoints ?? DEFAULT_GST_RATE_BASIS_POINTS;
  const quantity = input.quantity ?? 1;
  const split = splitInclusive({ ...input, quantity, rateBasisPoints });
  const unitValue = Math.max(input.unitMrpPaise ?? 0, input.unitPricePaise);
  const valuePaise = unitValue * quantity;
  const taxes: InvoiceTax[] = input.intraState
    ? [
        { kind: 'CGST', rateBasisPoints: rateBasisPoints / 2, amountPaise: split.cgstPaise },
        { kind: 'SGST', rateBasisPoints: rateBasisPoints / 2, amountPaise: split.sgstPaise },
      ]
    : [{ kind: 'IGST', rateBasisPoints, amountPaise: split.igstPaise }];
  return {
    description: input.description,
    hsn: input.hsn,
    quantity,
    unit: INVOICE_UNIT,
    valuePaise,
    discountPaise: valuePaise - split.totalPaise,
    taxablePaise: split.taxablePaise,
    rateBasisPoints,
    taxes,
    totalPaise: split.totalPaise,
  };
}

const taxOf = (line: InvoiceLine, kind: InvoiceTax['kind']) =>
  line.taxes.reduce((sum, tax) => (tax.kind === kind ? sum + tax.amountPaise : sum), 0);

/** The lines' sums: what the invoice's total row and its amount in words show. */
export function invoiceTotals(lines: readonly InvoiceLine[]): InvoiceTotals {
  const sum = (of: (line: InvoiceLine) => number) =>
    lines.reduce((total, line) => total + of(line), 0);
  return {
    quantity: sum((line) => line.quantity),
    valuePaise: sum((line) => line.valuePaise),
    discountPaise: sum((line) => line.discountPaise),
    taxablePaise: sum((line) => line.taxablePaise),
    cgstPaise: sum((line) => taxOf(line, 'CGST')),
    sgstPaise: sum((line) => taxOf(line, 'SGST')),
    igstPaise: sum((line) => taxOf(line, 'IGST')),
    totalPaise: sum((line) => line.totalPaise),
  };
}
