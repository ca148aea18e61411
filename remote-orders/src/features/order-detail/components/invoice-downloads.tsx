import { invoiceTexts, orderMessages, type Order, type OrderInvoice } from 'shared-contracts';
import { Button, errorMessage, useTexts } from 'web-kit';
import { useDownloadInvoiceMutation, type InvoiceDocument } from '../api/download-invoice';
import styles from './order-detail.module.css';

/** "TF/26-27/000123" saved as "TF-26-27-000123.pdf", the name the server gives it too. */
export const documentFileName = (number: string) => `${number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;

interface DocumentDownloadProps {
  orderId: string;
  document: InvoiceDocument;
  number: string;
  label: string;
  busyLabel: string;
}

/** One document's button: busy while it downloads, and what went wrong under it. */
function DocumentDownload({ orderId, document, number, label, busyLabel }: DocumentDownloadProps) {
  const [download, { isLoading, isError, error }] = useDownloadInvoiceMutation();
  const messages = useTexts(orderMessages);
  return (
    <div className={styles.download}>
      <Button
        variant="secondary"
        busy={isLoading}
        busyLabel={busyLabel}
        onClick={() => void download({ orderId, document, fileName: documentFileName(number) })}
      >
        {label}
      </Button>
      {isError && (
        <p className={styles.downloadFailed} role="alert">
          {errorMessage(error, messages.downloadFailed)}
        </p>
      )}
    </div>
  );
}

/**
 * A paid order's tax invoice, and its credit note once a cancellation took it back: their numbers
 * and each one's PDF as a file.
 */
export function InvoiceDownloads({ order, invoice }: { order: Order; invoice: OrderInvoice }) {
  const { creditNote } = invoice;
  const messages = useTexts(orderMessages);
  // The invoice's labels in the person's language; the PDF itself stays English (a legal document).
  const texts = useTexts(invoiceTexts);
  return (
    <div className={styles.invoice}>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{texts.invoiceNumber}</dt>
          <dd>{invoice.number}</dd>
        </div>
        {creditNote && (
          <div className={styles.fact}>
            <dt>{texts.creditNoteNumber}</dt>
            <dd>{creditNote.number}</dd>
          </div>
        )}
      </dl>
      <DocumentDownload
        orderId={order._id}
        document="invoice"
        number={invoice.number}
        label={texts.download}
        busyLabel={messages.preparingInvoice}
      />
      {creditNote && (
        <DocumentDownload
          orderId={order._id}
          document="credit-note"
          number={creditNote.number}
          label={texts.downloadCreditNote}
          busyLabel={messages.preparingCreditNote}
        />
      )}
    </div>
  );
}
