import { useId } from 'react';
import { invoiceTexts } from 'shared-contracts';
import { invoicesTexts as t } from '../../../shared/messages';
import { money } from '../utils/money';
import type { DocumentSums, InvoiceTotals } from '../utils/invoice-range';
import shared from '../../../shared/console.module.css';
import styles from './invoices.module.css';

const ROWS: readonly [string, keyof Omit<DocumentSums, 'count'>][] = [
  [invoiceTexts.totalTaxable, 'taxablePaise'],
  [invoiceTexts.columns.cgst, 'cgstPaise'],
  [invoiceTexts.columns.sgst, 'sgstPaise'],
  [invoiceTexts.columns.igst, 'igstPaise'],
  [invoiceTexts.total, 'totalPaise'],
];

/**
 * The days' sums: the invoices, the credit notes that took some back, and what remains. A table
 * keeps its columns (WCAG's reflow excepts data tables): where a zoomed phone is narrower than its
 * figures, the table scrolls in its own box, never the page.
 */
export function InvoiceTotalsTable({ days, totals }: { days: string; totals: InvoiceTotals }) {
  const { invoices, creditNotes, net } = totals;
  const headingId = useId();
  return (
    <section className={`${shared.card} ${styles.totals}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.totalsHeading}>
        <span className={styles.totalsTitle}>{t.totals}</span>{' '}
        <span className={styles.totalsDays}>{days}</span>
      </h2>
      {/* Focusable, so a keyboard can scroll it when it has to. */}
      <div className={styles.totalsScroll} tabIndex={0} role="group" aria-labelledby={headingId}>
        <table className={styles.totalsTable} aria-labelledby={headingId}>
          <thead>
            <tr>
              <td />
              <th scope="col">{t.invoiceCount(invoices.count)}</th>
              <th scope="col">{t.creditNoteCount(creditNotes.count)}</th>
              <th scope="col">{t.net}</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map(([label, amount]) => (
              <tr key={amount} className={amount === 'totalPaise' ? styles.grandTotal : undefined}>
                <th scope="row">{label}</th>
                <td>{money(invoices[amount])}</td>
                <td>{money(creditNotes[amount])}</td>
                <td>{money(net[amount])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
