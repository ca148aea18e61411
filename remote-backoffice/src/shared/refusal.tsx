import { Refusal as SharedRefusal } from 'web-kit';
import styles from './console.module.css';

export { refusalOf } from 'web-kit';

/** web-kit's refusal, a little below the control that asked, as the console lays them out. */
export const Refusal = ({ message }: { message: string }) => (
  <SharedRefusal message={message} className={styles.refusal} />
);
