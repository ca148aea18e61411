import type { OrderAddress } from '../orders/types.js';
import { gstStateOf } from './states.js';
import { invoiceLine, invoiceTotals, isIntraState } from './tax.js';
import type {
  Invoice,
  InvoiceAddress,
  InvoiceBuyer,
  InvoiceReference,
  InvoiceSeller,
} from './types.js';
import { amountInWords } from './words.js';

/**
 * An order's delivery address as an invoice prints it, or null when its state is none GST knows
 * (an address saved without a pincode look-up): there is then no place of supply to tax it in.
 */
export function invoiceAddress(
  address: Pick<
    OrderAddress,
    'name' | 'address1' | 'address2' | 'landmark' | 'district' | 'state' | 'pincode'
  >,
): InvoiceAddress | null {
  const state = gstStateOf(address.state);
  if (!state) return null;
  const place = [address.district, address.pincode].filter(Boolean).join(' - ');
  return {
    name: address.name,
    lines: [address.address1, address.address2, address.landmark, place].filter(
      (line): line is string => Boolean(line),
    ),
    state,
  };
}

/** One thing sold, at its inclusive price. */
export interface InvoiceItem {
  description: string;
  quantity: number;
  unitPricePaise: number;
  /** Before the discount; the price when there is none. */
  unitMrpPaise?: number;
}

export interface InvoiceDraft {
  number: string;
  date: string;
  orderCode: string | null;
  seller: InvoiceSeller;
  sample: boolean;
  buyer: InvoiceBuyer;
  items: readonly InvoiceItem[];
  hsn: string;
  rateBasisPoints: number;
}

/**
 * A tax invoice for `draft`: the place of supply is the delivery address's state, taxed CGST and
 * SGST when that is the seller's state and IGST otherwise; every line split, summed and worded.
 */
export function composeInvoice(draft: InvoiceDraft): Invoice {
  const placeOfSupply = draft.buyer.delivery.state;
  const intraState = isIntraState(draft.seller.state.code, placeOfSupply.code);
  const lines = draft.items.map((item) =>
    invoiceLine({ ...item, hsn: draft.hsn, rateBasisPoints: draft.rateBasisPoints, intraState }),
  );
  const totals = invoiceTotals(lines);
  return {
    kind: 'invoice',
    number: draft.number,
    date: draft.date,
    orderCode: draft.orderCode,
    refersTo: null,
    seller: draft.seller,
    buyer: draft.buyer,
    placeOfSupply,
    reverseCharge: false,
    lines,
    totals,
    amountInWords: amountInWords(totals.totalPaise),
    sample: draft.sample,
  };
}

/**
 * The credit note that takes back the whole of `invoice` (an order cancelled after it was paid):
 * the same parties, lines and taxes, under its own number and date, naming the invoice.
 */
export function composeCreditNote(
  invoice: Invoice,
  { number, date }: { number: string; date: string },
): Invoice {
  const refersTo: InvoiceReference = { number: invoice.number, date: invoice.date };
  return { ...invoice, kind: 'credit-note', number, date, refersTo };
}
