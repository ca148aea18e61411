import styles from './ui.module.css';

export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className={styles.spinnerWrap} role="status" aria-live="polite" aria-label={label}>
      <div className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
