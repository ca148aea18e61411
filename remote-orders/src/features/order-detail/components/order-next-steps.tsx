import { useId } from 'react';
import type { Order } from 'shared-contracts';
import { orderStatusOf } from '../../../shared/order-figures';
import { orderMessages } from '../../../shared/order-messages';
import styles from './order-next-steps.module.css';

/**
 * Right after paying: a thank-you and what happens to the order from here, before the details a
 * person would otherwise have to read to work it out. Only while the cards are not shipped yet;
 * from then on Track Order says it. No number of days: no delivery estimate is configured for
 * orders yet, and a promise nobody keeps is worse than none.
 */
export function OrderNextSteps({ order }: { order: Order }) {
  const headingId = useId();
  const status = orderStatusOf(order);
  if (status !== 'placed' && status !== 'confirmed') return null;
  const steps = orderMessages.nextSteps;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {orderMessages.thankYou}
      </h2>
      <p className={styles.lead}>{orderMessages.whatHappensNext}</p>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepTitle}>{step.title}</span>
            <span className={styles.stepText}>{step.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
