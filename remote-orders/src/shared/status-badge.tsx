import { STATUS_LABELS, statusTone, type OrderStatus } from 'shared-contracts';
import styles from './tones.module.css';

/** An order's status as a pill in its colour: red, green, blue or grey (`statusTone`). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const tone = statusTone(status);
  return (
    <span className={`${styles.badge} ${styles[tone]}`}>
      <span className={styles.dot} aria-hidden="true" />
      {STATUS_LABELS[status]}
    </span>
  );
}
