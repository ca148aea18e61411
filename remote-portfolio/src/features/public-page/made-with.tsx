import { cardTexts } from 'shared-contracts';
import { useTexts } from 'web-kit';
import styles from './portfolio-card.module.css';

/**
 * The one switch for the card's foot link. Every card shows it today; a paid team's cards will
 * turn it off here (then per card, once plans exist), and nothing else draws it.
 */
export const SHOW_MADE_WITH_TAPFOLIO = true;

/** A quiet link at the card's foot: how a visitor who likes the card gets one of their own. */
export function MadeWithTapfolio() {
  const { madeWith } = useTexts(cardTexts);
  if (!SHOW_MADE_WITH_TAPFOLIO) return null;
  return (
    <footer className={styles.madeWith}>
      <a className={styles.madeWithLink} href="/register">
        {madeWith}
      </a>
    </footer>
  );
}
