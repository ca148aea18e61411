import type { Invoice } from 'shared-contracts';

/** "TF-26-27-000123.pdf": the document's number, its slashes (no file name's) as hyphens. */
export const pdfFileName = (invoice: Pick<Invoice, 'number'>) =>
  `${invoice.number.replace(/\//g, '-')}.pdf`;
