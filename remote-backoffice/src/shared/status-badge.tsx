import { STATUS_LABELS, statusTone, type OrderStatus } from 'shared-contracts';
import { consoleTexts } from './messages';
import styles from './tones.module.css';

/** An order's status as a pill in its colour (`statusTone`), as the buyer's screens show it. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const tone = statusTone(status);
  return (
    <span className={`${styles.badge} ${styles[tone]}`}>
      <span className={styles.dot} aria-hidden="true" />
      {STATUS_LABELS[status]}
    </span>
  );
}

/** The loud mark of an order whose payment needs a person: red, with its reason. */
export function FlagBadge({ flag }: { flag: string }) {
  return (
    <span className={`${styles.badge} ${styles.flag}`}>
      <span aria-hidden="true">⚑</span> {consoleTexts.flagBanner(flag)}
    </span>
  );
}
