import type { GstState } from './states.js';

/** Amounts are whole paise: an invoice's sums must hold to the paisa, never as floats. */

export type GstTaxKind = 'CGST' | 'SGST' | 'IGST';

export interface InvoiceTax {
  kind: GstTaxKind;
  /** Basis points: 900 is 9%. CGST and SGST are each half the line's rate. */
  rateBasisPoints: number;
  amountPaise: number;
}

/** One line, CGST Rule 46(g) to (n): goods, HSN, quantity and unit, value, discount, taxes. */
export interface InvoiceLine {
  description: string;
  hsn: string;
  quantity: number;
  /** GST's unit quantity code: "Nos" for cards. */
  unit: string;
  /** At the MRP, tax included. */
  valuePaise: number;
  /** Value - discount is what was paid for the line. */
  discountPaise: number;
  taxablePaise: number;
  /** The line's whole GST rate, in basis points. */
  rateBasisPoints: number;
  /** CGST and SGST, or IGST. */
  taxes: InvoiceTax[];
  /** Taxable value + taxes = value - discount. */
  totalPaise: number;
}

export interface InvoiceTotals {
  quantity: number;
  valuePaise: number;
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/** The supplier, from the API's seller settings. */
export interface InvoiceSeller {
  legalName: string;
  /** One line; the PDF wraps it. */
  address: string;
  state: GstState;
  gstin: string;
}

/** A recipient's address as the invoice prints it, with its state's name and GST code. */
export interface InvoiceAddress {
  name: string;
  /** Building, area, landmark, then "District - Pincode". */
  lines: string[];
  state: GstState;
}

export interface InvoiceBuyer {
  /** The recipient: a business's legal name, else the name the order is delivered to. */
  name: string;
  /** Only for a business purchase. */
  gstin: string | null;
  billing: InvoiceAddress;
  delivery: InvoiceAddress;
}

/** The invoice a credit note refers to (CGST Rule 53(1A)(g)). */
export interface InvoiceReference {
  number: string;
  /** ISO 8601 instant. */
  date: string;
}

export type InvoiceKind = 'invoice' | 'credit-note';

/** A tax invoice or a credit note, as issued: made once, never changed. */
export interface Invoice {
  kind: InvoiceKind;
  /** "TF/26-27/000123", or "TFCN/26-27/00001" for a credit note. */
  number: string;
  /** ISO 8601 instant; printed as its date in India. */
  date: string;
  /** The order it bills ("TF-7K3Q9D"), when there is one. */
  orderCode: string | null;
  /** A credit note's invoice; null on an invoice. */
  refersTo: InvoiceReference | null;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  /** The delivery address's state: where the goods' movement ends (IGST Act section 10(1)(a)). */
  placeOfSupply: GstState;
  /** Always false: Tapfolio's sales are never taxed on reverse charge; printed "No". */
  reverseCharge: false;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  /** The total in words: "Rupees One Thousand One Hundred Ninety-Eight only". */
  amountInWords: string;
  /** The sample seller stood in (embedded defaults): printed "Sample seller: not a tax invoice". */
  sample: boolean;
}

/**
 * One invoice or credit note as the back office lists it (GET /admin/invoices): what the books
 * and a GSTR-1 filing read. Amounts are the document's own, positive on a credit note too; its
 * kind says they are taken back.
 */
export interface StaffInvoiceRow {
  number: string;
  /** ISO 8601 instant. */
  date: string;
  kind: InvoiceKind;
  /** A credit note's invoice number; null on an invoice. */
  refersTo: string | null;
  orderId: string;
  orderCode: string;
  buyerName: string;
  buyerGstin: string | null;
  placeOfSupply: GstState;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/** GET /admin/invoices: oldest first, the days asked for in India, both included. */
export interface StaffInvoices {
  invoices: StaffInvoiceRow[];
}
