import { and, asc, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  INDIA_UTC_OFFSET,
  calendarDayTime,
  gstStateOfCode,
  type OrderInvoice,
  type StaffInvoiceRow,
} from 'shared-contracts';
import type { Queryable } from '../../db/client.js';
import { invoices, type InvoiceRow } from '../../db/schema/invoices.js';

/** Each order's invoice (and credit note) number and date, for the orders' own answers. */
export async function orderInvoicesOf(
  db: Queryable,
  orderIds: string[],
): Promise<Map<string, OrderInvoice>> {
  const found = new Map<string, OrderInvoice>();
  if (orderIds.length === 0) return found;
  const rows = await db
    .select({
      orderId: invoices.orderId,
      kind: invoices.kind,
      number: invoices.number,
      issuedAt: invoices.issuedAt,
    })
    .from(invoices)
    .where(inArray(invoices.orderId, orderIds));
  for (const row of rows.filter((one) => one.kind === 'invoice')) {
    const note = rows.find((one) => one.orderId === row.orderId && one.kind === 'credit-note');
    found.set(row.orderId, {
      number: row.number,
      date: row.issuedAt.toISOString(),
      creditNote: note ? { number: note.number, date: note.issuedAt.toISOString() } : null,
    });
  }
  return found;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** From the first instant of `from` to the first instant after `to`, days in India. */
export function daysInIndia(from: string, to: string): { start: Date; end: Date } {
  const after = new Date(calendarDayTime(to) + DAY_MS).toISOString().slice(0, 10);
  return {
    start: new Date(`${from}T00:00:00${INDIA_UTC_OFFSET}`),
    end: new Date(`${after}T00:00:00${INDIA_UTC_OFFSET}`),
  };
}

/** A month ("2026-04") in India, its first instant to the next month's. */
export function monthInIndia(month: string): { start: Date; end: Date } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return {
    start: new Date(`${month}-01T00:00:00${INDIA_UTC_OFFSET}`),
    end: new Date(`${next}-01T00:00:00${INDIA_UTC_OFFSET}`),
  };
}

/** The columns the books read: everything but the document. */
export type IssuedFigures = Omit<InvoiceRow, 'document' | 'id' | 'orderId'> & {
  orderId: string;
  refersToNumber: string | null;
};

/** Invoices and credit notes issued from `start` (included) to `end` (excluded), oldest first. */
export function issuedBetween(
  db: Queryable,
  { start, end }: { start: Date; end: Date },
): Promise<IssuedFigures[]> {
  return db
    .select({
      kind: invoices.kind,
      number: invoices.number,
      financialYear: invoices.financialYear,
      sequence: invoices.sequence,
      orderId: invoices.orderId,
      orderCode: invoices.orderCode,
      refersTo: invoices.refersTo,
      refersToNumber: sql<string | null>`${invoices.document}->'refersTo'->>'number'`,
      issuedAt: invoices.issuedAt,
      buyerName: invoices.buyerName,
      buyerGstin: invoices.buyerGstin,
      placeOfSupply: invoices.placeOfSupply,
      hsn: invoices.hsn,
      rateBasisPoints: invoices.rateBasisPoints,
      quantity: invoices.quantity,
      taxablePaise: invoices.taxablePaise,
      cgstPaise: invoices.cgstPaise,
      sgstPaise: invoices.sgstPaise,
      igstPaise: invoices.igstPaise,
      totalPaise: invoices.totalPaise,
    })
    .from(invoices)
    .where(and(gte(invoices.issuedAt, start), lt(invoices.issuedAt, end)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
}

/** A state's name and code for a stored code; the code alone names a state no longer listed. */
export const stateOfCode = (code: string) => gstStateOfCode(code) ?? { code, name: code };

export function toStaffInvoiceRow(row: IssuedFigures): StaffInvoiceRow {
  return {
    number: row.number,
    date: row.issuedAt.toISOString(),
    kind: row.kind,
    refersTo: row.refersToNumber,
    orderId: row.orderId,
    orderCode: row.orderCode,
    buyerName: row.buyerName,
    buyerGstin: row.buyerGstin,
    placeOfSupply: stateOfCode(row.placeOfSupply),
    taxablePaise: row.taxablePaise,
    cgstPaise: row.cgstPaise,
    sgstPaise: row.sgstPaise,
    igstPaise: row.igstPaise,
    totalPaise: row.totalPaise,
  };
}
