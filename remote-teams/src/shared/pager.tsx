import { Link } from 'react-router';
import { teamsTexts as t } from './messages';
import styles from './pager.module.css';

/**
 * Previous and next page as links (so a page has an address, and Back returns to it), and where
 * the list is: the back office's pager, on the teams screens.
 */
export function Pager({
  label,
  page,
  pages,
  hrefOf,
}: {
  /** What is paged ("Pages of members"), as two lists may be paged on one visit. */
  label: string;
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      {page > 1 ? (
        <Link className={styles.step} to={hrefOf(page - 1)} rel="prev">
          {t.previousPage}
        </Link>
      ) : (
        <span className={styles.gap} />
      )}
      <span className={styles.where}>{t.pageOf(page, pages)}</span>
      {page < pages ? (
        <Link className={styles.step} to={hrefOf(page + 1)} rel="next">
          {t.nextPage}
        </Link>
      ) : (
        <span className={styles.gap} />
      )}
    </nav>
  );
}
