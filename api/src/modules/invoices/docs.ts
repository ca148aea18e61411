import { gstr1QuerySchema, staffInvoicesQuerySchema } from 'shared-contracts';
import { envelope, media } from '../../openapi/answers.js';
import { documented } from '../../openapi/documented.js';
import {
  BOOLEAN,
  INSTANT,
  INTEGER,
  STRING,
  arrayOf,
  nullable,
  objectOf,
  oneOfValues,
} from '../../openapi/shapes.js';
import type { JsonSchema } from '../../openapi/yup-json-schema.js';

const PAISE: JsonSchema = { type: 'integer', description: 'Paise' };
const GST_STATE = objectOf({ code: { type: 'string', description: '"29"' }, name: STRING });
const ADDRESS = objectOf({ name: STRING, lines: arrayOf(STRING), state: GST_STATE });

/** `Invoice` (shared-contracts invoices/types.ts): a tax invoice or credit note as issued. */
export const INVOICE = objectOf({
  kind: oneOfValues(['invoice', 'credit-note']),
  number: { type: 'string', description: '"TF/26-27/000123", a credit note "TFCN/26-27/00001"' },
  date: INSTANT,
  orderCode: nullable(STRING),
  refersTo: nullable(objectOf({ number: STRING, date: INSTANT })),
  seller: objectOf({ legalName: STRING, address: STRING, state: GST_STATE, gstin: STRING }),
  buyer: objectOf({
    name: STRING,
    gstin: nullable(STRING),
    billing: ADDRESS,
    delivery: ADDRESS,
  }),
  placeOfSupply: GST_STATE,
  reverseCharge: { const: false },
  lines: arrayOf(
    objectOf({
      description: STRING,
      hsn: STRING,
      quantity: INTEGER,
      unit: STRING,
      valuePaise: PAISE,
      discountPaise: PAISE,
      taxablePaise: PAISE,
      rateBasisPoints: { type: 'integer', description: '1800 is 18%' },
      taxes: arrayOf(
        objectOf({
          kind: oneOfValues(['CGST', 'SGST', 'IGST']),
          rateBasisPoints: INTEGER,
          amountPaise: PAISE,
        }),
      ),
      totalPaise: PAISE,
    }),
  ),
  totals: objectOf({
    quantity: INTEGER,
    valuePaise: PAISE,
    discountPaise: PAISE,
    taxablePaise: PAISE,
    cgstPaise: PAISE,
    sgstPaise: PAISE,
    igstPaise: PAISE,
    totalPaise: PAISE,
  }),
  amountInWords: STRING,
  sample: BOOLEAN,
});

/** `StaffInvoiceRow`. */
const STAFF_INVOICE_ROW = objectOf({
  number: STRING,
  date: INSTANT,
  kind: oneOfValues(['invoice', 'credit-note']),
  refersTo: { ...nullable(STRING), description: "A credit note's invoice number" },
  orderId: STRING,
  orderCode: STRING,
  buyerName: STRING,
  buyerGstin: nullable(STRING),
  placeOfSupply: GST_STATE,
  taxablePaise: PAISE,
  cgstPaise: PAISE,
  sgstPaise: PAISE,
  igstPaise: PAISE,
  totalPaise: PAISE,
});

const ORDER_ID = { id: 'The order' };
const NOT_ISSUED =
  'No such order of yours, or it has no such document yet (an invoice once paid, a credit note once cancelled after)';

/** A buyer's own documents: the routes live with the orders (whose owner they check). */
export const BUYER_INVOICE_DOCS = {
  json: documented({
    operationId: 'getOrderInvoice',
    summary: 'The tax invoice of one of your orders, as data',
    tags: ['orders', 'invoices'],
    auth: 'user',
    params: ORDER_ID,
    responses: { 200: envelope('The invoice, as issued', INVOICE), 404: NOT_ISSUED },
  }),
  pdf: documented({
    operationId: 'getOrderInvoicePdf',
    summary: 'The tax invoice of one of your orders, as a PDF',
    tags: ['orders', 'invoices'],
    auth: 'user',
    params: ORDER_ID,
    responses: {
      200: media('An A4 PDF, as an attachment named after its number', ['application/pdf']),
      404: NOT_ISSUED,
    },
  }),
  creditNotePdf: documented({
    operationId: 'getOrderCreditNotePdf',
    summary: 'The credit note of one of your orders cancelled after it was paid, as a PDF',
    tags: ['orders', 'invoices'],
    auth: 'user',
    params: ORDER_ID,
    responses: {
      200: media('An A4 PDF, as an attachment named after its number', ['application/pdf']),
      404: NOT_ISSUED,
    },
  }),
};

/** The books, for the back office. */
export const STAFF_INVOICE_DOCS = {
  list: documented({
    operationId: 'staffInvoices',
    summary: 'Invoices and credit notes issued from one day to another (days in India)',
    description:
      'Both days included, at most 366 days; oldest first. A credit note’s amounts are positive: its kind says they are taken back.',
    tags: ['admin', 'invoices'],
    auth: 'staff',
    querystring: staffInvoicesQuerySchema,
    responses: {
      200: envelope('The documents', objectOf({ invoices: arrayOf(STAFF_INVOICE_ROW) })),
    },
  }),
  gstr1: documented({
    operationId: 'staffGstr1Csv',
    summary: 'A month’s GSTR-1 sections as CSV (b2b, b2cl, b2cs, cdnr, cdnur, hsn)',
    description:
      'Each section is a row naming it, the GST offline tool’s header and its rows; credit notes are subtracted from b2cs and hsn.',
    tags: ['admin', 'invoices'],
    auth: 'staff',
    querystring: gstr1QuerySchema,
    responses: {
      200: media('An attachment, gstr1-YYYY-MM.csv', ['text/csv'], STRING),
    },
  }),
};
