import { Link } from 'react-router';
import { noBackofficeAccessTexts } from 'shared-contracts';
import { usePageTitle, useTexts } from 'web-kit';
import styles from './no-backoffice-access.module.css';

/**
 * What a signed-in person without a staff role sees at `/backoffice/*`, drawn by the shell so the
 * console's remote is never loaded for them.
 */
export function NoBackofficeAccess() {
  const texts = useTexts(noBackofficeAccessTexts);
  usePageTitle(texts.title);
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{texts.title}</h1>
      <Link to="/home" className="tf-link-button">
        {texts.goHome}
      </Link>
    </main>
  );
}
