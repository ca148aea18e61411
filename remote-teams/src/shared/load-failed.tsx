import { Button, errorMessage, useTexts } from 'web-kit';
import { teamsTexts } from './messages';
import styles from './teams.module.css';

/** A list or screen that did not load: the server's words or the screen's, and Retry. */
export function LoadFailed({
  error,
  message,
  onRetry,
}: {
  error: unknown;
  message: string;
  onRetry: () => void;
}) {
  const t = useTexts(teamsTexts);
  return (
    <div className={styles.failed} role="alert">
      <p className={styles.failedText}>{errorMessage(error, message)}</p>
      <Button variant="secondary" block={false} onClick={onRetry}>
        {t.retry}
      </Button>
    </div>
  );
}
