import { Link } from 'react-router';
import { backofficeTexts } from 'shared-contracts';
import { usePageTitle } from 'web-kit';
import styles from './no-backoffice-access.module.css';

/**
 * What a signed-in person without a staff role sees at `/backoffice/*`, drawn by the shell so the
 * console's remote is never loaded for them.
 */
export function NoBackofficeAccess() {
  usePageTitle(backofficeTexts.noAccess);
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{backofficeTexts.noAccess}</h1>
      <Link to="/home" className="tf-link-button">
        Go to Home
      </Link>
    </main>
  );
}
