import { TEXT_MAX_LENGTH } from '../common/constants.js';
import { message } from '../i18n/message.js';
import { defineTexts } from '../i18n/texts.js';
import type { GstinProblem } from './gstin.js';

/** The longest span GET /admin/invoices lists at once: a year, leap or not. */
export const INVOICE_RANGE_MAX_DAYS = 366;

/** What a GSTIN or a business purchase is refused with, on the checkout form and by the API. */
export const invoiceErrors = defineTexts('invoiceErrors', {
  gstin: {
    length: 'GSTIN must be 15 characters',
    characters: 'GSTIN must have only letters and digits',
    stateCode: 'GSTIN must start with a state code from 01 to 38, or 97',
    pan: 'Characters 3 to 12 of a GSTIN are a PAN: 5 letters, 4 digits and a letter',
    entity: 'The 13th character of a GSTIN is 1 to 9 or a letter, never 0',
    default: 'The 14th character of a GSTIN is Z',
    checkCharacter: 'This GSTIN has a typo: its last character does not match the others',
  } satisfies Record<GstinProblem, string>,
  gstinRequired: 'GSTIN is required for a business purchase',
  legalNameRequired: 'Legal name is required for a business purchase',
  legalNameTooLong: `Legal name must be at most ${TEXT_MAX_LENGTH} characters`,
  notABoolean: 'Business purchase must be true or false',
  /** The buyer's invoice asked for before the order is paid (404). */
  notIssued: 'The invoice is issued once the order is paid',
  creditNoteNotIssued:
    'This order has no credit note: one is issued when a paid order is cancelled',
  dayInvalid: 'A day is written YYYY-MM-DD',
  rangeBackwards: 'The first day must not be after the last',
  rangeTooLong: `A list of invoices covers at most ${INVOICE_RANGE_MAX_DAYS} days`,
  monthInvalid: 'A month is written YYYY-MM',
});

/**
 * The invoice's own words: its headings and labels, on the PDF and on screen. The screens show them
 * in the person's language (`useTexts`); the PDF, a legal document, reads this English object as it
 * is, in every language.
 */
export const invoiceTexts = defineTexts('invoiceTexts', {
  download: 'Download invoice',
  downloadCreditNote: 'Download credit note',
  businessPurchase: 'Business purchase',
  gstin: 'GSTIN',
  gstinLabel: 'GSTIN',
  legalName: 'Legal name',
  legalNameLabel: 'Legal name',
  taxInvoice: 'Tax Invoice',
  creditNote: 'Credit Note',
  sampleSeller: 'Sample seller: not a tax invoice',
  invoiceNumber: 'Invoice No.',
  invoiceDate: 'Invoice Date',
  creditNoteNumber: 'Credit Note No.',
  creditNoteDate: 'Credit Note Date',
  againstInvoice: 'Against Invoice',
  orderCode: 'Order',
  seller: 'Sold by',
  billTo: 'Billing address',
  shipTo: 'Delivery address',
  state: message<[name: string, code: string]>('State: {name}, Code: {code}', 'name', 'code'),
  placeOfSupply: 'Place of supply',
  reverseCharge: 'Whether tax is payable on reverse charge',
  no: 'No',
  columns: {
    number: '#',
    description: 'Description',
    hsn: 'HSN',
    quantity: 'Qty',
    unit: 'Unit',
    value: 'Value',
    discount: 'Discount',
    taxable: 'Taxable value',
    cgst: 'CGST',
    sgst: 'SGST',
    igst: 'IGST',
    total: 'Total',
  },
  total: 'Total',
  totalTaxable: 'Taxable value',
  totalTax: 'Total tax',
  grandTotal: 'Invoice total',
  creditTotal: 'Credit note total',
  amountInWords: 'Amount in words',
  pricesInclusive: 'Prices are inclusive of GST.',
  forSeller: message<[name: string]>('For {name}', 'name'),
  authorisedSignatory: 'Authorised Signatory',
  page: message<[page: number, pages: number]>('Page {page} of {pages}', 'page', 'pages'),
});
