import { Button, errorMessage } from 'web-kit';
import { isForbidden, NoAccess } from './access';
import { consoleTexts } from './messages';
import styles from './console.module.css';

/** A query that failed: the refusal of a person who lost their role, or the failure and Retry. */
export function LoadFailed({
  error,
  message,
  onRetry,
}: {
  error: unknown;
  message: string;
  onRetry: () => void;
}) {
  if (isForbidden(error)) return <NoAccess asPage={false} />;
  return (
    <div className={styles.failed} role="alert">
      <p className={styles.failedText}>{errorMessage(error, message)}</p>
      <Button variant="secondary" block={false} onClick={onRetry}>
        {consoleTexts.retry}
      </Button>
    </div>
  );
}
