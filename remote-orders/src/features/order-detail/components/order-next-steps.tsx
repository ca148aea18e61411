import { useId } from 'react';
import { deliveryLine, orderMessages, type Order } from 'shared-contracts';
import { useTexts } from 'web-kit';
import { orderStatusOf } from '../../../shared/order-figures';
import { useGetDeliveryQuery } from '../api/get-delivery';
import styles from './order-next-steps.module.css';

/**
 * Right after paying: a thank-you and what happens to the order from here, before the details a
 * person would otherwise have to read to work it out. Only while the cards are not shipped yet;
 * from then on Track Order says it. When, in the words and days of the shop's delivery line (the
 * API's DELIVERY_DAYS); until they are known, the steps say no number rather than guess one.
 */
export function OrderNextSteps({ order }: { order: Order }) {
  const headingId = useId();
  const messages = useTexts(orderMessages);
  const status = orderStatusOf(order);
  const shipping = status === 'placed' || status === 'confirmed';
  const { data: delivery } = useGetDeliveryQuery(undefined, { skip: !shipping });
  if (!shipping) return null;
  const { printing, shipping: shipped, tracking } = messages.nextSteps;
  const steps = [
    printing,
    {
      title: shipped.title,
      text: delivery ? shipped.textWithDelivery(deliveryLine(delivery)) : shipped.text,
    },
    tracking,
  ];
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {messages.thankYou}
      </h2>
      <p className={styles.lead}>{messages.whatHappensNext}</p>
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
