import { INDIA_UTC_OFFSET, inIndia } from '../common/india-time.js';

/** India's financial year, April to March: the one its invoice numbers run in. */
export interface FinancialYear {
  /** The calendar year its April is in: 2026 for 2026-27. */
  startYear: number;
  /** "26-27". */
  label: string;
}

const twoDigits = (year: number) => String(year % 100).padStart(2, '0');

export function financialYear(startYear: number): FinancialYear {
  if (!Number.isInteger(startYear) || startYear < 1000 || startYear > 9998) {
    throw new RangeError(`not a year: ${startYear}`);
  }
  return { startYear, label: `${twoDigits(startYear)}-${twoDigits(startYear + 1)}` };
}

/**
 * The financial year of an instant, by the calendar in India whatever the server's zone: 18:29:59
 * UTC on 31 March is still March there, 18:30 is 1 April and the next year.
 */
export function financialYearOf(instant: Date | string): FinancialYear {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(instant)}`);
  const there = inIndia(date);
  const year = there.getUTCFullYear();
  // getUTCMonth counts from 0: April is 3.
  return financialYear(there.getUTCMonth() >= 3 ? year : year - 1);
}

/** The year's first instant and the next year's first (excluded), midnight in India. */
export function financialYearBounds({ startYear }: FinancialYear): { from: Date; to: Date } {
  return {
    from: new Date(`${startYear}-04-01T00:00:00${INDIA_UTC_OFFSET}`),
    to: new Date(`${startYear + 1}-04-01T00:00:00${INDIA_UTC_OFFSET}`),
  };
}

/**
 * CGST Rule 46(b) and Rule 53: a consecutive serial number, unique within the financial year, of
 * at most 16 characters: letters, digits, "-" and "/".
 */
export const DOCUMENT_NUMBER_MAX_LENGTH = 16;
export const DOCUMENT_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;

/** A numbering series: `{prefix}/{year}/{sequence}`, the sequence zero-padded to `digits`. */
export interface DocumentSeries {
  prefix: string;
  digits: number;
}

/** "TF/26-27/000123": up to 999,999 invoices a year in 15 characters. */
export const INVOICE_SERIES: DocumentSeries = { prefix: 'TF', digits: 6 };

/**
 * "TFCN/26-27/00001": credit notes are a series of their own. "TF/CN/26-27/00001" would be 17
 * characters, one past the limit; this keeps 99,999 a year within 16.
 */
export const CREDIT_NOTE_SERIES: DocumentSeries = { prefix: 'TFCN', digits: 5 };

export function documentNumber(
  { prefix, digits }: DocumentSeries,
  year: FinancialYear,
  sequence: number,
): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence >= 10 ** digits) {
    throw new RangeError(`sequence ${sequence} is outside 1 to ${10 ** digits - 1} of ${prefix}`);
  }
  const number = `${prefix}/${year.label}/${String(sequence).padStart(digits, '0')}`;
  if (!DOCUMENT_NUMBER_PATTERN.test(number)) {
    throw new RangeError(`${number} is not a document number (at most 16 of A-Z, 0-9, - and /)`);
  }
  return number;
}

export const invoiceNumber = (year: FinancialYear, sequence: number): string =>
  documentNumber(INVOICE_SERIES, year, sequence);

export const creditNoteNumber = (year: FinancialYear, sequence: number): string =>
  documentNumber(CREDIT_NOTE_SERIES, year, sequence);
