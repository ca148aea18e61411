import { Button, errorMessage } from 'web-kit';
import { checkoutMessages } from '../checkout-messages';
import styles from './nfc-review-page.module.css';

/** A part of the review that could not be loaded: the server's words, and a way to try again. */
export function LoadProblem({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  return (
    <div className={styles.problem} role="alert">
      <span>{errorMessage(error, fallback)}</span>
      <Button variant="secondary" block={false} onClick={onRetry}>
        {checkoutMessages.retry}
      </Button>
    </div>
  );
}
