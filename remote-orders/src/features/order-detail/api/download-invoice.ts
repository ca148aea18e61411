import { buildPath, paths } from 'shared-contracts';
import { downloadFile } from 'web-kit';
import { ordersApi } from '../../../api';

/** The tax invoice, or the credit note that took it back. */
export type InvoiceDocument = 'invoice' | 'credit-note';

const PDF_PATH = {
  invoice: paths.orderInvoicePdf,
  'credit-note': paths.orderCreditNotePdf,
} as const;

export interface DownloadInvoiceArgs {
  orderId: string;
  document: InvoiceDocument;
  fileName: string;
}

/**
 * GET /order/user/{id}/invoice/pdf or /credit-note/pdf: the PDF the server drew, saved under
 * `fileName`. Nothing is cached: a document once issued never changes, and it is only a file.
 */
export const downloadInvoiceApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    downloadInvoice: build.mutation<null, DownloadInvoiceArgs>({
      queryFn: ({ orderId, document, fileName }, _api, _extra, baseQuery) =>
        downloadFile(baseQuery, buildPath(PDF_PATH[document], { id: orderId }), fileName),
    }),
  }),
});

export const { useDownloadInvoiceMutation } = downloadInvoiceApi;
