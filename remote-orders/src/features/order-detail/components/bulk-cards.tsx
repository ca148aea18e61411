import { useId } from 'react';
import { orderMessages, type BulkOrderCards } from 'shared-contracts';
import { useTexts } from 'web-kit';
import styles from './order-detail.module.css';

/**
 * An organisation's bulk order: whom its cards are printed for, a name and designation each, in
 * the order the units were made.
 */
export function BulkCards({ bulk }: { bulk: BulkOrderCards }) {
  const headingId = useId();
  const messages = useTexts(orderMessages);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeading}>
        <h2 id={headingId} className={styles.cardTitle}>
          {messages.cardsFor(bulk.organisation)}
        </h2>
        <span className={styles.count}>{messages.cardCount(bulk.cards.length)}</span>
      </div>
      <ul className={styles.people}>
        {bulk.cards.map((card, index) => (
          <li key={index} className={styles.person}>
            <span className={styles.personName}>{card.customerName}</span>
            {card.designation && <span className={styles.personLine}>{card.designation}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
