import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { cardTexts, intlLocale, offlineTexts, type Language } from 'shared-contracts';
import { selectUserId, useLanguage, useTexts } from 'web-kit';
import { qrScreenLinks } from '../card-behaviours/qr-screen';
import { useOwnCardQuery } from '../shared/portfolio-queries';
import styles from './own-portfolio-page.module.css';
import { PortfolioPageView } from './portfolio-page-view';

/**
 * /portfolio: the signed-in person's own card, as others see it, with the edit button. With no
 * network it is the service worker's saved copy, and says when it was saved.
 */
export function OwnPortfolioPage() {
  const userId = useSelector(selectUserId);
  const query = useOwnCardQuery();
  const texts = useTexts(offlineTexts);
  const { myPortfolio } = useTexts(cardTexts);
  const language = useLanguage();
  useQrSavedForOffline(userId ?? undefined, query.data !== undefined && !query.savedCopyAt);
  return (
    <>
      {query.savedCopyAt && (
        <p className={styles.savedCopy}>
          {texts.savedCopy(savedAtLabel(query.savedCopyAt, language))}
        </p>
      )}
      <PortfolioPageView query={query} userId={userId ?? undefined} title={myPortfolio} />
    </>
  );
}

/** "27 Nov, 10:32 am": the day as the app writes dates, and the time, in the person's language. */
const savedAtLabel = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));

/**
 * The QR screen's code, asked for once the fresh card is here, where a service worker keeps the
 * person's own answers: at an event with no signal the QR screen opens too, even if it was never
 * opened online. Nothing is asked without a service worker.
 */
function useQrSavedForOffline(userId: string | undefined, fresh: boolean) {
  useEffect(() => {
    if (!userId || !fresh || !navigator.serviceWorker?.controller) return;
    fetch(qrScreenLinks(userId).image).catch(() => {});
  }, [userId, fresh]);
}
