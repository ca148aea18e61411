import { Link } from 'react-router';
import { pagerTexts } from 'shared-contracts';
import { useTexts } from '../i18n/use-texts';
import styles from './pager.module.css';

export { pagerTexts };

/** How many pages `total` items make, at least one. */
export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / Math.max(1, pageSize)));

/** A page number read from the address (`?page=`): anything unreadable is the first page. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Previous and next page as links (so a page has an address, and Back returns to it), and where
 * the list is. Nothing when there is one page.
 */
export function Pager({
  label,
  page,
  pages,
  hrefOf,
  className,
}: {
  /** What is paged ("Pages of members"): one screen may page two lists. */
  label: string;
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  className?: string;
}) {
  const texts = useTexts(pagerTexts);
  if (pages <= 1) return null;
  return (
    <nav className={className ? `${styles.pager} ${className}` : styles.pager} aria-label={label}>
      {page > 1 ? (
        <Link className={styles.step} to={hrefOf(page - 1)} rel="prev">
          {texts.previous}
        </Link>
      ) : (
        <span className={styles.gap} />
      )}
      <span className={styles.where}>{texts.pageOf(page, pages)}</span>
      {page < pages ? (
        <Link className={styles.step} to={hrefOf(page + 1)} rel="next">
          {texts.next}
        </Link>
      ) : (
        <span className={styles.gap} />
      )}
    </nav>
  );
}
