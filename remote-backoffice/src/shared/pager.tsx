import { Link } from 'react-router';
import { consoleTexts } from './messages';
import styles from './pager.module.css';

/** Previous and next page as links (so a page has an address), and where the list is. */
export function Pager({
  page,
  pages,
  hrefOf,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={consoleTexts.pagination}>
      {page > 1 ? (
        <Link className={styles.step} to={hrefOf(page - 1)} rel="prev">
          {consoleTexts.previous}
        </Link>
      ) : (
        <span className={styles.gap} />
      )}
      <span className={styles.where}>{consoleTexts.pageOf(page, pages)}</span>
      {page < pages ? (
        <Link className={styles.step} to={hrefOf(page + 1)} rel="next">
          {consoleTexts.next}
        </Link>
      ) : (
        <span className={styles.gap} />
      )}
    </nav>
  );
}

/** How many pages `total` items make, at least one. */
export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
