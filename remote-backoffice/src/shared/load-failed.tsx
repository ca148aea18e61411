import type { ReactNode } from 'react';
import { Button, errorMessage, errorStatus, Spinner } from 'web-kit';
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

/**
 * A screen of one thing (an order, a product) while the thing is not there: "no such address"
 * for an id that is malformed or unknown (with `back`, a way out), the failure with Retry, or the
 * spinner while it loads.
 */
export function ItemPending({
  known,
  error,
  onRetry,
  texts,
  back,
}: {
  /** Whether the address's id can name anything at all (it is not asked for otherwise). */
  known: boolean;
  error: unknown;
  onRetry: () => void;
  texts: { notFound: string; failed: string; loading: string };
  back?: ReactNode;
}) {
  if (!known || errorStatus(error) === 404) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyText}>{texts.notFound}</p>
        {back}
      </div>
    );
  }
  if (error) return <LoadFailed error={error} message={texts.failed} onRetry={onRetry} />;
  return <Spinner label={texts.loading} />;
}
