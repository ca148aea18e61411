import { useId } from 'react';
import type { OrderStatus, StaffOrderDetail } from 'shared-contracts';
import { consoleTexts } from '../../../shared/messages';
import { ConfirmButton, DeliverButton } from './move-button';
import { CancelForm, PaidForm, ShipForm } from './move-forms';
import shared from '../../../shared/console.module.css';
import styles from './order.module.css';

/** Before it ships, an order can still be cancelled. */
const CANCELLABLE: ReadonlySet<OrderStatus> = new Set(['pending', 'placed', 'confirmed']);
/** Unpaid: money that came another way (a bank transfer) can be recorded. */
const PAYABLE: ReadonlySet<OrderStatus> = new Set(['pending', 'failed']);

/** The moves the order's status allows; the server checks each again and answers 409 if not. */
export function OrderActions({ order }: { order: StaffOrderDetail }) {
  const headingId = useId();
  const status = order.orderStatus;
  const id = order._id;
  const any =
    status === 'placed' ||
    status === 'confirmed' ||
    status === 'shipped' ||
    PAYABLE.has(status) ||
    CANCELLABLE.has(status);
  return (
    <section className={`${shared.card} ${styles.actions}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={shared.cardTitle}>
        {consoleTexts.actions}
      </h2>
      {status === 'placed' && <ConfirmButton id={id} />}
      {status === 'confirmed' && <ShipForm id={id} />}
      {status === 'shipped' && <DeliverButton id={id} />}
      {PAYABLE.has(status) && <PaidForm id={id} />}
      {CANCELLABLE.has(status) && <CancelForm id={id} />}
      {!any && <p className={shared.muted}>{consoleTexts.noActions}</p>}
    </section>
  );
}
