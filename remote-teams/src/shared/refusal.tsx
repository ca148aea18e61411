import { Refusal as SharedRefusal } from 'web-kit';
import styles from './teams.module.css';

export { refusalOf } from 'web-kit';

/** web-kit's refusal, above what it refuses, as the teams screens lay them out. */
export const Refusal = ({ message }: { message: string }) => (
  <SharedRefusal message={message} className={styles.refusal} />
);
