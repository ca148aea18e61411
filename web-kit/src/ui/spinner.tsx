import { controlTexts } from 'shared-contracts';
import { useTexts } from '../i18n/use-texts';
import styles from './ui.module.css';

export function Spinner({ label }: { label?: string }) {
  const texts = useTexts(controlTexts);
  const said = label ?? texts.loading;
  return (
    <div className={styles.spinnerWrap} role="status" aria-live="polite" aria-label={said}>
      <div className={styles.spinner} aria-hidden="true" />
      <span>{said}</span>
    </div>
  );
}
