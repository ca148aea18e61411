import { useId } from 'react';
import { nfcCardTexts, type NfcCard, type Order } from 'shared-contracts';
import { useTexts } from 'web-kit';
import styles from './order-detail.module.css';

/**
 * The order's cards, one per printed unit ([] until it is paid). Read as optional: the detail
 * cache is also filled from the payment callback's answer, typed as a plain Order, and an answer
 * without the field still shows the rest of the order.
 */
export const cardsOf = (order: Order): readonly NfcCard[] =>
  (order as Order & { cards?: readonly NfcCard[] }).cards ?? [];

/** "Card codes": what each chip of this order holds, and whether it still opens the card. */
export function OrderCards({ cards }: { cards: readonly NfcCard[] }) {
  const headingId = useId();
  const texts = useTexts(nfcCardTexts);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {texts.orderCodes}
      </h2>
      <ul className={styles.cardCodes}>
        {cards.map((card) => (
          <li key={card.code} className={styles.cardCode}>
            <span className={styles.code}>{card.code}</span>
            <span className={`${styles.cardStatus} ${styles[card.status]}`}>
              {texts[card.status]}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
