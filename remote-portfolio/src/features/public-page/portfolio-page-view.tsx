import { useSelector } from 'react-redux';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { portfolioErrors, type PortfolioResult } from 'shared-contracts';
import { errorStatus, selectUserId, Spinner } from 'web-kit';
import { usePortfolioTheme } from '../shared/use-portfolio-theme';
import { hideEditFromState, portfolioFromState } from '../shared/card/navigation-state';
import { CardPage, PortfolioCard } from './portfolio-card';
import styles from './portfolio-card.module.css';

export interface PortfolioQueryState {
  data?: PortfolioResult;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * One card page for both routes. A portfolio handed over in navigation state shows at once while
 * the fetch runs; the fetched one replaces it when it comes. Loading, not found and a failed load
 * have their own screens only when there is nothing to show.
 */
export function PortfolioPageView({
  query,
  userId,
}: {
  query: PortfolioQueryState;
  /** The route's user id: state carrying someone else's portfolio is ignored. */
  userId?: string;
}) {
  const location = useLocation();
  const sessionUserId = useSelector(selectUserId);
  const data = query.data ?? portfolioFromState(location.state, userId);

  if (data) {
    const isOwner = Boolean(sessionUserId) && sessionUserId === data.portfolio.userId;
    return <PortfolioCard data={data} canEdit={isOwner && !hideEditFromState(location.state)} />;
  }
  if (!query.error) return <StatusPage busy />;
  if (errorStatus(query.error) === 404) return <NotFoundPage signedIn={Boolean(sessionUserId)} />;
  return <LoadFailedPage onRetry={query.refetch} />;
}

function StatusPage({ busy = false, children }: { busy?: boolean; children?: ReactNode }) {
  const { theme } = usePortfolioTheme();
  return (
    <CardPage theme={theme}>
      {busy ? <Spinner /> : <div className={styles.status}>{children}</div>}
    </CardPage>
  );
}

function NotFoundPage({ signedIn }: { signedIn: boolean }) {
  return (
    <StatusPage>
      <span className={styles.statusMark} aria-hidden="true">
        ?
      </span>
      <h1 className={styles.statusTitle}>{portfolioErrors.notFound}</h1>
      <p className={styles.statusText}>
        This card may have been moved or the link mistyped. Check the link with the person who
        shared it.
      </p>
      <Link to={signedIn ? '/home' : '/'} className={styles.statusAction}>
        Go to home
      </Link>
    </StatusPage>
  );
}

function LoadFailedPage({ onRetry }: { onRetry: () => unknown }) {
  return (
    <StatusPage>
      <span className={styles.statusMark} aria-hidden="true">
        !
      </span>
      <h1 className={styles.statusTitle}>This card didn&apos;t load</h1>
      <p className={styles.statusText}>Check your connection and try again.</p>
      <button type="button" className={styles.statusAction} onClick={() => onRetry()}>
        Try again
      </button>
    </StatusPage>
  );
}
