// What other domains may use of invoicing: issuing an order's documents in its own transaction,
// reading them back, and drawing them.
export { renderInvoicePdf } from './render-invoice.js';
export { issueCreditNote, issueInvoice, issuedDocument, type Sale } from './issue.js';
export { orderInvoicesOf } from './read.js';
export { monthGstr1Csv } from './gstr1.js';
export { pdfFileName } from './file-name.js';
