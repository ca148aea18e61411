import { cardPath, sharePromptTexts } from 'shared-contracts';
import { Button, useTexts } from 'web-kit';
import { ShareIcon } from '../card/icons';
import { useOwnCardQuery } from '../portfolio-queries';
import { useShareMyCard } from '../use-share-my-card';
import styles from './share-card-prompt.module.css';

export const SHARE_MY_CARD = sharePromptTexts.shareMyCard;

/**
 * An empty list that says what fills it and offers the way there: Contacts with no contact and
 * Insights with no view both start with someone opening the card, so both end in Home's
 * "Share my card" (the device's share sheet, else Copy link).
 */
export function ShareCardPrompt({ title, hint }: { title: string; hint: string }) {
  const { data } = useOwnCardQuery();
  const portfolio = data?.portfolio;
  const cardUrl = portfolio && `${window.location.origin}${cardPath(portfolio)}`;
  const share = useShareMyCard(cardUrl, portfolio?.personalInfo.name ?? '');
  const { shareMyCard } = useTexts(sharePromptTexts);
  return (
    <section className={styles.prompt} aria-labelledby="share-card-prompt-title">
      <span className={styles.mark} aria-hidden="true">
        <ShareIcon width={26} height={26} />
      </span>
      <h2 id="share-card-prompt-title" className={styles.title}>
        {title}
      </h2>
      <p className={styles.hint}>{hint}</p>
      {cardUrl && (
        <Button className={styles.share} block={false} onClick={share}>
          <ShareIcon width={18} height={18} aria-hidden="true" />
          {shareMyCard}
        </Button>
      )}
    </section>
  );
}
