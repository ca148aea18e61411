import { useId, type ReactNode } from 'react';
import {
  orderMessages,
  ordersTexts,
  trackingSteps,
  type Order,
  type TrackingStep,
  type TrackingTexts,
} from 'shared-contracts';
import { CheckIcon, CloseIcon, toneClass, useTexts } from 'web-kit';
import styles from './tracking-timeline.module.css';

/**
 * "Track Order": the order code and the steps `trackingSteps` gives, top to bottom, in the
 * person's language (the dates stay dd/mm/yyyy, which names no month).
 */
export function TrackingTimeline({ order }: { order: Order }) {
  const headingId = useId();
  const messages = useTexts(orderMessages);
  const t = useTexts(ordersTexts).tracking;
  const steps = trackingSteps(order, t);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {messages.trackOrder}
      </h2>
      <p className={styles.code}>
        {messages.orderCode}: <strong>{order.code}</strong>
      </p>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <Step key={step.key} step={step} extra={extraOf(order, step, t)} />
        ))}
      </ol>
    </section>
  );
}

/** Done, in progress (both at once for confirmed and shipped) or still to come. */
function stateOf(step: TrackingStep) {
  if (step.done) return 'done';
  return step.inProgress ? 'current' : 'pending';
}

/** A step ended badly (cancelled, failed): its mark is a cross, not a tick. */
const ENDED = new Set<TrackingStep['key']>(['cancelled', 'failed']);

/**
 * What the shop added to a step: the courier and the parcel's tracking (a link only when it is an
 * https one) on Shipped, the reason on a cancellation.
 */
function extraOf(order: Order, step: TrackingStep, t: TrackingTexts) {
  if (step.key === 'shipped' && step.done && order.shipping) {
    const { courier, tracking, trackingUrl } = order.shipping;
    return (
      <p className={styles.extra}>
        <span>{t.courier(courier)}</span>
        {trackingUrl ? (
          <a href={trackingUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
            {t.trackParcel}
          </a>
        ) : (
          tracking && <span>{t.trackingNumber(tracking)}</span>
        )}
      </p>
    );
  }
  if (step.key === 'cancelled' && step.done && order.cancelReason) {
    return <p className={styles.extra}>{t.cancelReason(order.cancelReason)}</p>;
  }
  return null;
}

function Step({ step, extra }: { step: TrackingStep; extra: ReactNode }) {
  const messages = useTexts(orderMessages);
  const state = stateOf(step);
  return (
    <li
      className={`${styles.step} ${styles[state]} ${toneClass(step.tone)}`}
      aria-current={step.inProgress ? 'step' : undefined}
    >
      <span className={styles.marker} aria-hidden="true">
        {step.done &&
          (ENDED.has(step.key) ? (
            <CloseIcon width={14} height={14} strokeWidth={3} />
          ) : (
            <CheckIcon width={14} height={14} strokeWidth={3} />
          ))}
      </span>
      <div className={styles.body}>
        <div className={styles.head}>
          <h3 className={styles.stepTitle}>{step.title}</h3>
          {step.date && <time className={styles.date}>{step.date}</time>}
        </div>
        <p className={styles.message}>{step.message}</p>
        {extra}
        {step.inProgress ? (
          <span className={styles.tag}>{messages.inProgress}</span>
        ) : (
          <span className="tf-visually-hidden">{step.done ? messages.done : messages.pending}</span>
        )}
      </div>
    </li>
  );
}
