import { useId, useState, type FormEvent } from 'react';
import { gstr1QuerySchema } from 'shared-contracts';
import { Button, errorMessage, TextField } from 'web-kit';
import { consoleTexts, invoicesTexts as t } from '../../../shared/messages';
import { Refusal } from '../../../shared/refusal';
import { useDownloadGstr1Mutation } from '../api/download-gstr1';
import shared from '../../../shared/console.module.css';
import styles from './invoices.module.css';

/**
 * A month's GSTR-1 (B2B by GSTIN, B2C by state and rate, the HSN summary) as a CSV file: a card of
 * its own, since its month need not be the days listed under it.
 */
export function Gstr1Download({ initialMonth }: { initialMonth: string }) {
  const headingId = useId();
  const [month, setMonth] = useState(initialMonth);
  const [problem, setProblem] = useState<string>();
  const [download, { isLoading, isError, error }] = useDownloadGstr1Mutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    try {
      gstr1QuerySchema.validateSync({ month });
    } catch (refused) {
      setProblem((refused as Error).message);
      return;
    }
    setProblem(undefined);
    void download(month);
  };

  return (
    <section className={`${shared.card} ${styles.gstr1}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.gstr1Heading}>
        {t.gstr1}
      </h2>
      <p className={styles.gstr1Hint}>{t.gstr1Hint}</p>
      <form aria-labelledby={headingId} onSubmit={submit} noValidate>
        <div className={styles.gstr1Row}>
          <div className={styles.monthField}>
            <TextField
              label={t.gstr1Month}
              type="month"
              name="month"
              value={month}
              onChange={(event) => setMonth(event.target.value)}
              error={problem}
            />
          </div>
          <div className={styles.gstr1Button}>
            <Button
              type="submit"
              variant="secondary"
              block={false}
              busy={isLoading}
              busyLabel={t.gstr1Preparing}
            >
              {t.gstr1Download}
            </Button>
          </div>
        </div>
        {isError && <Refusal message={errorMessage(error, consoleTexts.downloadFailed)} />}
      </form>
    </section>
  );
}
