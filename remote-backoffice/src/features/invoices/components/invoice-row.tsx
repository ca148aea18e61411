import { Link } from 'react-router';
import { detailDate, invoiceTexts, type StaffInvoiceRow } from 'shared-contracts';
import { Badge } from 'web-kit';
import { invoicesTexts as t } from '../../../shared/messages';
import { staffOrderPath } from '../../../shared/paths';
import { money } from '../utils/money';
import shared from '../../../shared/console.module.css';
import styles from './invoices.module.css';

/**
 * One document as the books read it: number, kind and day; the buyer, with a business's GSTIN;
 * the place of supply; the order; the taxable value, each tax and the total. A credit note's
 * amounts are shown taken back (the API lists them positive, its kind says which).
 */
export function InvoiceRow({ row }: { row: StaffInvoiceRow }) {
  const credit = row.kind === 'credit-note';
  const amount = (paise: number) => money(credit ? -paise : paise);
  // Within the seller's state CGST and SGST, else IGST: a document has one or the other.
  const taxes: [string, number][] =
    row.cgstPaise > 0 || row.sgstPaise > 0
      ? [
          [invoiceTexts.columns.cgst, row.cgstPaise],
          [invoiceTexts.columns.sgst, row.sgstPaise],
        ]
      : [[invoiceTexts.columns.igst, row.igstPaise]];
  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        <span className={styles.number}>{row.number}</span>
        <Badge tone={credit ? 'danger' : 'success'}>
          {credit ? invoiceTexts.creditNote : invoiceTexts.taxInvoice}
        </Badge>
        <time className={`${styles.date} ${shared.muted}`} dateTime={row.date}>
          {detailDate(row.date)}
        </time>
      </div>
      <div className={styles.buyer}>
        <span className={styles.buyerName}>{row.buyerName}</span>
        {row.buyerGstin && (
          <span className={shared.muted}>
            {invoiceTexts.gstin} {row.buyerGstin}
          </span>
        )}
      </div>
      <p className={styles.meta}>
        <span>
          {invoiceTexts.placeOfSupply}: {row.placeOfSupply.name} ({row.placeOfSupply.code})
        </span>
        {row.refersTo && (
          <span>
            {invoiceTexts.againstInvoice} {row.refersTo}
          </span>
        )}
        <Link className={shared.textLink} to={staffOrderPath(row.orderId)}>
          {t.order(row.orderCode)}
        </Link>
      </p>
      <dl className={styles.amounts}>
        <div>
          <dt>{invoiceTexts.totalTaxable}</dt>
          <dd>{amount(row.taxablePaise)}</dd>
        </div>
        {taxes.map(([label, paise]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{amount(paise)}</dd>
          </div>
        ))}
        <div className={styles.rowTotal}>
          <dt>{invoiceTexts.total}</dt>
          <dd>{amount(row.totalPaise)}</dd>
        </div>
      </dl>
    </li>
  );
}
