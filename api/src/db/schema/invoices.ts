import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Invoice, InvoiceKind } from 'shared-contracts';
import { id } from './columns.js';
import { orders } from './orders.js';

/**
 * Every tax invoice and credit note issued (modules/invoices), as issued: `document` is the
 * composed invoice the PDF and the JSON are drawn from, and the columns beside it are copies of
 * its figures that the back office's list and the GSTR-1 export filter and add up in SQL. Only
 * ever inserted: a trigger in the migration (0016) refuses an update or a deletion, and an order
 * with an invoice cannot be deleted (the foreign key), so the books cannot be tidied up.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    /** "TF/26-27/000123" or "TFCN/26-27/00001". */
    number: text('number').notNull().unique(),
    /** The calendar year its financial year starts in: 2026 for 2026-27. */
    financialYear: integer('financial_year').notNull(),
    /** Its place in its series and year: 1, 2, 3... with no gap. */
    sequence: integer('sequence').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    orderCode: text('order_code').notNull(),
    /** A credit note's invoice; null on an invoice. */
    refersTo: uuid('refers_to').references((): AnyPgColumn => invoices.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerGstin: text('buyer_gstin'),
    /** The place of supply's GST state code ("29"). */
    placeOfSupply: text('place_of_supply').notNull(),
    hsn: text('hsn').notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    quantity: integer('quantity').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    document: jsonb('document').$type<Invoice>().notNull(),
  },
  (table) => [
    uniqueIndex('invoices_series_sequence_idx').on(table.kind, table.financialYear, table.sequence),
    // An order has one invoice, and at most one credit note taking it back.
    uniqueIndex('invoices_order_kind_idx').on(table.orderId, table.kind),
    index('invoices_issued_at_idx').on(table.issuedAt, table.number),
    check('invoices_kind_check', sql`${table.kind} in ('invoice','credit-note')`),
    check(
      'invoices_refers_to_check',
      sql`(${table.kind} = 'credit-note') = (${table.refersTo} is not null)`,
    ),
    check(
      'invoices_sum_check',
      sql`${table.taxablePaise} + ${table.cgstPaise} + ${table.sgstPaise} + ${table.igstPaise} = ${table.totalPaise}`,
    ),
  ],
);

/**
 * The last number of each series (invoices, credit notes) in each financial year. Numbering takes
 * its row's lock in the transaction that issues the document, so the next payment waits for the
 * commit: numbers are consecutive, with no gap (a rollback gives the number back) or duplicate.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').$type<InvoiceKind>().notNull(),
    financialYear: integer('financial_year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.financialYear] })],
);

export type InvoiceRow = typeof invoices.$inferSelect;
