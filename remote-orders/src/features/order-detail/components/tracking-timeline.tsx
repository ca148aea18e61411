import { useId } from 'react';
import { trackingSteps, type Order, type TrackingStep } from 'shared-contracts';
import { CheckIcon, CloseIcon } from 'web-kit';
import { orderMessages } from '../../../shared/order-messages';
import tones from '../../../shared/tones.module.css';
import styles from './tracking-timeline.module.css';

/** "Track Order": the order code and the steps `trackingSteps` gives, top to bottom. */
export function TrackingTimeline({ order }: { order: Order }) {
  const headingId = useId();
  const steps = trackingSteps(order);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {orderMessages.trackOrder}
      </h2>
      <p className={styles.code}>
        {orderMessages.orderCode}: <strong>{order.code}</strong>
      </p>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <Step key={step.key} step={step} />
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

function Step({ step }: { step: TrackingStep }) {
  const state = stateOf(step);
  return (
    <li
      className={`${styles.step} ${styles[state]} ${tones[step.tone]}`}
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
        {step.inProgress ? (
          <span className={styles.tag}>{orderMessages.inProgress}</span>
        ) : (
          <span className="tf-visually-hidden">
            {step.done ? orderMessages.done : orderMessages.pending}
          </span>
        )}
      </div>
    </li>
  );
}
