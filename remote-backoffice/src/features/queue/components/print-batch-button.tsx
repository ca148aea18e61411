import { Button, errorMessage } from 'web-kit';
import { localDate } from '../../../shared/local-date';
import { consoleTexts } from '../../../shared/messages';
import { Refusal } from '../../../shared/refusal';
import { useDownloadPrintBatchMutation } from '../api/print-batch';
import styles from './queue.module.css';

/** On the confirmed tab: the cards of every confirmed order not printed yet, as one PDF. */
export function PrintBatchButton() {
  const [download, { isLoading, error, isError }] = useDownloadPrintBatchMutation();
  return (
    <div className={styles.printBatch}>
      <Button
        variant="secondary"
        block={false}
        busy={isLoading}
        busyLabel={consoleTexts.printingBatch}
        onClick={() => void download(`tapfolio-print-batch-${localDate()}.pdf`)}
      >
        {consoleTexts.printBatch}
      </Button>
      <p className={styles.printBatchHint}>{consoleTexts.printBatchHint}</p>
      {isError && <Refusal message={errorMessage(error, consoleTexts.downloadFailed)} />}
    </div>
  );
}
