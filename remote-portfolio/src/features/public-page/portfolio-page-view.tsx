import { useSelector } from 'react-redux';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { cardTexts, portfolioErrors, type PortfolioResult } from 'shared-contracts';
import { errorStatus, selectUserId, Spinner, usePageTitle, useTexts } from 'web-kit';
import { DETAILS_SHEET_ID } from '../card-behaviours/card-anchors';
import { sendInsight } from '../card-behaviours/insights';
import { shareText, shareTitle } from '../card-behaviours/share-sheet';
import { nextTheme } from '../card-behaviours/theme';
import { vcardUrl } from '../shared/card/contact-links';
import { PencilIcon } from '../shared/card/icons';
import {
  hideEditFromState,
  portfolioFromState,
  type PortfolioNavigationState,
} from '../shared/card/navigation-state';
import { usePortfolioTheme } from '../shared/use-portfolio-theme';
import { CardPage, PortfolioCard } from './portfolio-card';
import styles from './portfolio-card.module.css';
import { publicPageUrl } from './page-url';
import { useCardInsights } from './use-card-insights';
import { useDetailsForm } from './use-details-form';
import { useHashLayer } from './use-hash-layer';
import { useQrScreen } from '../shared/qr/use-qr-screen';
import { useShareMenu } from './use-share-menu';

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
  title,
}: {
  query: PortfolioQueryState;
  /** The route's user id: state carrying someone else's portfolio is ignored. */
  userId?: string;
  /** The document's title for this route; by default the person's name. */
  title?: string;
}) {
  const location = useLocation();
  const sessionUserId = useSelector(selectUserId);
  const data = query.data ?? portfolioFromState(location.state, userId);

  if (data) {
    const isOwner = Boolean(sessionUserId) && sessionUserId === data.portfolio.userId;
    return (
      <AppCard
        title={title}
        data={data}
        isOwner={isOwner}
        canEdit={isOwner && !hideEditFromState(location.state)}
      />
    );
  }
  if (!query.error) return <StatusPage busy />;
  if (errorStatus(query.error) === 404) return <NotFoundPage signedIn={Boolean(sessionUserId)} />;
  return <LoadFailedPage onRetry={query.refetch} />;
}

/**
 * The card as the app shows it: the pure card with this device's theme (and its switch), the share
 * sheet's behaviour, and the owner's edit button.
 */
function AppCard({
  title,
  data,
  isOwner,
  canEdit,
}: {
  title?: string;
  data: PortfolioResult;
  isOwner: boolean;
  canEdit: boolean;
}) {
  const texts = useTexts(cardTexts);
  const { portfolio } = data;
  const { theme, choose } = usePortfolioTheme(portfolio.theme);
  const pageUrl = publicPageUrl(portfolio);
  const name = portfolio.personalInfo.name;
  useCardInsights(portfolio.userId, !isOwner);
  useDetailsForm();
  const share = useShareMenu({
    url: pageUrl,
    title: shareTitle(name),
    text: shareText(name, texts),
    onShared: isOwner ? undefined : () => sendInsight(portfolio.userId, { kind: 'share' }),
  });
  const qr = useQrScreen({ onOpen: share.close });
  const details = useHashLayer(DETAILS_SHEET_ID);
  usePageTitle(qr.open ? texts.qrCode : title || name.trim() || texts.portfolio);
  const editState: PortfolioNavigationState = { homeData: data };

  return (
    <PortfolioCard
      data={data}
      theme={theme}
      pageUrl={pageUrl}
      vcardUrl={vcardUrl(portfolio.userId)}
      onShare={share.share}
      shareOpen={share.open}
      onShareClose={share.close}
      onCopyLink={share.copyLink}
      qrOpen={qr.open}
      onOpenQr={qr.openQr}
      onQrClose={qr.close}
      onThemeToggle={() => choose(nextTheme(theme))}
      detailsOpen={details.open}
      onDetailsClose={details.close}
      shareDetails={!isOwner}
      editLink={
        canEdit && (
          <Link
            to="/edit-profile"
            state={editState}
            className={styles.editButton}
            aria-label={texts.editPortfolio}
            title={texts.editPortfolio}
          >
            <PencilIcon width={24} height={24} />
          </Link>
        )
      }
    />
  );
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
  const texts = useTexts(cardTexts);
  const { notFound } = useTexts(portfolioErrors);
  usePageTitle(notFound);
  return (
    <StatusPage>
      <span className={styles.statusMark} aria-hidden="true">
        ?
      </span>
      <h1 className={styles.statusTitle}>{notFound}</h1>
      <p className={styles.statusText}>{texts.notFoundText}</p>
      <Link to={signedIn ? '/home' : '/'} className={styles.statusAction}>
        {texts.goHome}
      </Link>
    </StatusPage>
  );
}

function LoadFailedPage({ onRetry }: { onRetry: () => unknown }) {
  const texts = useTexts(cardTexts);
  usePageTitle(texts.loadFailed);
  return (
    <StatusPage>
      <span className={styles.statusMark} aria-hidden="true">
        !
      </span>
      <h1 className={styles.statusTitle}>{texts.loadFailed}</h1>
      <p className={styles.statusText}>{texts.loadFailedText}</p>
      <button type="button" className={styles.statusAction} onClick={() => onRetry()}>
        {texts.tryAgain}
      </button>
    </StatusPage>
  );
}
