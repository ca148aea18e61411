// What other domains may use of invoicing: the PDF of an issued invoice or credit note.
export { renderInvoicePdf } from './render-invoice.js';
