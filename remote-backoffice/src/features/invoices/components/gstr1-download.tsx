import { useState, type FormEvent } from 'react';
import { gstr1QuerySchema } from 'shared-contracts';
import { Button, errorMessage, TextField } from 'web-kit';
import { consoleTexts, invoicesTexts as t } from '../../../shared/messages';
import { Refusal } from '../../../shared/refusal';
import { useDownloadGstr1Mutation } from '../api/download-gstr1';
import styles from './invoices.module.css';

/** A month's GSTR-1 (B2B by GSTIN, B2C by state and rate, the HSN summary) as a CSV file. */
export function Gstr1Download({ initialMonth }: { initialMonth: string }) {
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
    <form className={styles.gstr1} aria-label={t.gstr1} onSubmit={submit} noValidate>
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
  );
}
