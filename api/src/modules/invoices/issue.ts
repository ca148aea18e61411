import { and, eq, sql } from 'drizzle-orm';
import {
  composeCreditNote,
  composeInvoice,
  creditNoteNumber,
  financialYearOf,
  invoiceAddress,
  invoiceNumber,
  type FinancialYear,
  type Invoice,
  type InvoiceBuyer,
  type InvoiceItem,
  type InvoiceKind,
  type InvoiceSeller,
  type OrderAddress,
} from 'shared-contracts';
import type { InvoiceConfig } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { invoiceCounters, invoices, type InvoiceRow } from '../../db/schema/invoices.js';

/** What an order sold, as the orders domain hands it over to be invoiced. */
export interface Sale {
  orderId: string;
  orderCode: string;
  /** The delivery address: the place of supply, and the billing address (none other is asked). */
  address: OrderAddress;
  /** A business purchase: the GSTIN and legal name the invoice is made out to. */
  business: { gstin: string; legalName: string } | null;
  items: InvoiceItem[];
}

const NUMBER_OF: Record<InvoiceKind, (year: FinancialYear, sequence: number) => string> = {
  invoice: invoiceNumber,
  'credit-note': creditNoteNumber,
};

/**
 * The next number of a series in a financial year. The upsert locks the counter's row until the
 * caller's transaction ends, so a second payment at the same moment waits here for the first's
 * commit (and a rolled-back one gives its number back): consecutive, no gap, no duplicate.
 */
async function nextNumber(tx: Queryable, kind: InvoiceKind, year: FinancialYear) {
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ series: kind, financialYear: year.startYear, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.financialYear],
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  const sequence = counter!.last;
  return { sequence, number: NUMBER_OF[kind](year, sequence) };
}

/**
 * The recipient as the invoice names them. A delivery state GST does not know (an address kept
 * from before states were looked up by pincode) is taken as the seller's: an invoice is issued
 * all the same, since a payment must never be refused for it.
 */
function buyerOf(sale: Sale, seller: InvoiceSeller): InvoiceBuyer {
  const delivery =
    invoiceAddress(sale.address) ?? invoiceAddress({ ...sale.address, state: seller.state.name })!;
  const billing = sale.business ? { ...delivery, name: sale.business.legalName } : delivery;
  return {
    name: sale.business?.legalName ?? delivery.name,
    gstin: sale.business?.gstin ?? null,
    billing,
    delivery,
  };
}

/** The row of an issued document: the document itself, and the figures the books filter on. */
async function store(
  tx: Queryable,
  document: Invoice,
  fields: { orderId: string; sequence: number; refersTo: string | null; issuedAt: Date },
): Promise<InvoiceRow> {
  const { totals } = document;
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: document.kind,
      number: document.number,
      financialYear: financialYearOf(fields.issuedAt).startYear,
      sequence: fields.sequence,
      orderId: fields.orderId,
      orderCode: document.orderCode ?? '',
      refersTo: fields.refersTo,
      issuedAt: fields.issuedAt,
      buyerName: document.buyer.name,
      buyerGstin: document.buyer.gstin,
      placeOfSupply: document.placeOfSupply.code,
      hsn: document.lines[0]?.hsn ?? '',
      rateBasisPoints: document.lines[0]?.rateBasisPoints ?? 0,
      quantity: totals.quantity,
      taxablePaise: totals.taxablePaise,
      cgstPaise: totals.cgstPaise,
      sgstPaise: totals.sgstPaise,
      igstPaise: totals.igstPaise,
      totalPaise: totals.totalPaise,
      document,
    })
    .returning();
  return row!;
}

/**
 * The tax invoice of a sale just paid, issued in the caller's transaction (the one that marks the
 * order paid), numbered in the financial year of `issuedAt`, taxed by the seller's settings.
 */
export async function issueInvoice(
  tx: Queryable,
  settings: InvoiceConfig,
  sale: Sale,
  issuedAt: Date,
): Promise<InvoiceRow> {
  const { sequence, number } = await nextNumber(tx, 'invoice', financialYearOf(issuedAt));
  const document = composeInvoice({
    number,
    date: issuedAt.toISOString(),
    orderCode: sale.orderCode,
    seller: settings.seller,
    sample: settings.sample,
    buyer: buyerOf(sale, settings.seller),
    items: sale.items,
    hsn: settings.hsn,
    rateBasisPoints: settings.gstRateBasisPoints,
  });
  return store(tx, document, { orderId: sale.orderId, sequence, refersTo: null, issuedAt });
}

/**
 * The credit note taking back the whole of an order's invoice (cancelled after it was paid), in
 * the caller's transaction, numbered in its own series. None when the order has no invoice, or
 * has its credit note already.
 */
export async function issueCreditNote(
  tx: Queryable,
  orderId: string,
  issuedAt: Date,
): Promise<InvoiceRow | undefined> {
  // The order is locked by the caller: no other move of it can issue one meanwhile.
  const issued = await tx.select().from(invoices).where(eq(invoices.orderId, orderId));
  const invoice = issued.find((row) => row.kind === 'invoice');
  if (!invoice || issued.some((row) => row.kind === 'credit-note')) return undefined;
  const { sequence, number } = await nextNumber(tx, 'credit-note', financialYearOf(issuedAt));
  const document = composeCreditNote(invoice.document, {
    number,
    date: issuedAt.toISOString(),
  });
  return store(tx, document, { orderId, sequence, refersTo: invoice.id, issuedAt });
}

/** An order's issued invoice or credit note, as it was issued. */
export async function issuedDocument(
  db: Queryable,
  orderId: string,
  kind: InvoiceKind,
): Promise<Invoice | undefined> {
  const [row] = await db
    .select({ document: invoices.document })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)));
  return row?.document;
}
