import { checkoutMessages } from 'shared-contracts';
import { Button, errorMessage, useTexts, useTranslate } from 'web-kit';
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
  const messages = useTexts(checkoutMessages);
  const translate = useTranslate();
  return (
    <div className={styles.problem} role="alert">
      <span>{translate(errorMessage(error, fallback))}</span>
      <Button variant="secondary" block={false} onClick={onRetry}>
        {messages.retry}
      </Button>
    </div>
  );
}
