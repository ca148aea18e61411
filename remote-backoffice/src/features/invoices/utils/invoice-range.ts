import {
  listDate,
  staffInvoicesQuerySchema,
  type StaffInvoiceRow,
  type StaffInvoicesQuery,
} from 'shared-contracts';

/** Today in India, YYYY-MM-DD: the books' days are India's, whatever the browser's zone. */
export const todayInIndia = (now: Date = new Date()) => listDate(now.toISOString());

/** The month a day is in, YYYY-MM. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The first and last day of the month in India that `now` is in: the screen's first range. */
export function thisMonth(now: Date = new Date()): StaffInvoicesQuery {
  const month = monthOf(todayInIndia(now));
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** The range the address names, when the API would take it; this month otherwise. */
export function rangeFrom(params: URLSearchParams, now?: Date): StaffInvoicesQuery {
  const asked = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  return staffInvoicesQuerySchema.isValidSync(asked) ? asked : thisMonth(now);
}

/** "2026-11-25" as the console writes days: "25/11/2026". */
export const dayLabel = (day: string) => day.split('-').reverse().join('/');

export interface DocumentSums {
  count: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface InvoiceTotals {
  invoices: DocumentSums;
  creditNotes: DocumentSums;
  /** The invoices less the credit notes: what the days owe in tax. */
  net: DocumentSums;
}

const AMOUNTS = ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise'] as const;

function sums(rows: readonly StaffInvoiceRow[]): DocumentSums {
  const total: DocumentSums = {
    count: rows.length,
    taxablePaise: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
    totalPaise: 0,
  };
  for (const row of rows) for (const amount of AMOUNTS) total[amount] += row[amount];
  return total;
}

/** The list's sums: its invoices, its credit notes (positive, as listed) and the difference. */
export function invoiceTotals(rows: readonly StaffInvoiceRow[]): InvoiceTotals {
  const invoices = sums(rows.filter((row) => row.kind === 'invoice'));
  const creditNotes = sums(rows.filter((row) => row.kind === 'credit-note'));
  const net = { ...invoices, count: invoices.count + creditNotes.count };
  for (const amount of AMOUNTS) net[amount] = invoices[amount] - creditNotes[amount];
  return { invoices, creditNotes, net };
}
