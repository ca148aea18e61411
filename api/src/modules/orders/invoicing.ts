import { asc, eq } from 'drizzle-orm';
import type { InvoiceConfig } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { orderLines, type OrderRow } from '../../db/schema/orders.js';
import { issueCreditNote, issueInvoice } from '../invoices/public.js';

/**
 * The tax invoice of an order being placed, in the transaction that places it: its lines as sold
 * (the MRP as value, the sale price as paid), the delivery address as the place of supply, and
 * the business's GSTIN and legal name when it was a business purchase.
 */
export async function invoiceOrder(
  tx: Queryable,
  settings: InvoiceConfig,
  row: OrderRow,
  issuedAt: Date,
) {
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, row.id))
    .orderBy(asc(orderLines.position));
  return issueInvoice(
    tx,
    settings,
    {
      orderId: row.id,
      orderCode: row.code,
      address: row.address,
      business:
        row.buyerGstin && row.buyerLegalName
          ? { gstin: row.buyerGstin, legalName: row.buyerLegalName }
          : null,
      items: lines.map((line) => ({
        description: `NFC card: ${line.name}`,
        quantity: line.quantity,
        unitPricePaise: line.salePricePaise,
        unitMrpPaise: line.actualPricePaise,
      })),
    },
    issuedAt,
  );
}

/** A paid order cancelled: its invoice taken back by a credit note, in the cancel's transaction. */
export const creditOrder = (tx: Queryable, row: OrderRow, issuedAt: Date) =>
  issueCreditNote(tx, row.id, issuedAt);
