import { useSearchParams } from 'react-router';
import type { StaffInvoiceRow, StaffInvoicesQuery } from 'shared-contracts';
import { Spinner } from 'web-kit';
import { ConsoleScreen } from '../../../shared/console-screen';
import { LoadFailed } from '../../../shared/load-failed';
import { invoicesTexts as t } from '../../../shared/messages';
import { useGetInvoicesQuery } from '../api/get-invoices';
import { dayLabel, invoiceTotals, monthOf, rangeFrom } from '../utils/invoice-range';
import { Gstr1Download } from './gstr1-download';
import { InvoiceRow } from './invoice-row';
import { InvoiceTotalsTable } from './invoice-totals';
import { RangeForm } from './range-form';
import shared from '../../../shared/console.module.css';
import styles from './invoices.module.css';

/**
 * `/backoffice/invoices`, the books: the invoices and credit notes issued on the days chosen (this
 * month unless the address names others), their totals, and a month's GSTR-1 as a CSV file.
 * Asked again on every visit: payments and cancellations issue documents meanwhile.
 */
export function InvoicesPage() {
  const [params] = useSearchParams();
  const range = rangeFrom(params);
  const { currentData, error, isError, refetch } = useGetInvoicesQuery(range, {
    refetchOnMountOrArgChange: true,
  });

  return (
    <ConsoleScreen title={t.heading}>
      <Gstr1Download key={monthOf(range.from)} initialMonth={monthOf(range.from)} />
      <RangeForm key={`${range.from}/${range.to}`} range={range} />
      {isError ? (
        <LoadFailed error={error} message={t.failed} onRetry={() => void refetch()} />
      ) : !currentData ? (
        <Spinner label={t.loading} />
      ) : (
        <InvoicesView range={range} rows={currentData.invoices} />
      )}
    </ConsoleScreen>
  );
}

function InvoicesView({ range, rows }: { range: StaffInvoicesQuery; rows: StaffInvoiceRow[] }) {
  const days = t.days(dayLabel(range.from), dayLabel(range.to));
  if (rows.length === 0) {
    return (
      <div className={shared.empty}>
        <p className={shared.emptyText}>{t.empty(days)}</p>
      </div>
    );
  }
  return (
    <>
      <InvoiceTotalsTable days={days} totals={invoiceTotals(rows)} />
      <ul className={styles.rows} aria-label={t.list}>
        {rows.map((row) => (
          <InvoiceRow key={row.number} row={row} />
        ))}
      </ul>
    </>
  );
}
