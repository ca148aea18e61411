import type { StaffOrderDetail } from 'shared-contracts';
import { StatusBadge } from 'web-kit';
import { consoleTexts } from '../../../shared/messages';
import { FlagBadge } from '../../../shared/status-badge';
import { OrderActions } from './order-actions';
import {
  AddressBlock,
  CancelReasonBlock,
  CardDetailsBlock,
  ChipsBlock,
  CustomerBlock,
  ItemsBlock,
  PaymentBlock,
  ShippingBlock,
  TimelineBlock,
} from './order-sections';
import styles from './order.module.css';

/**
 * One order. On a phone: its status, the flag, the actions, then everything else in one column;
 * from 768 px the actions, customer and payment move to a side column beside the work.
 */
export function OrderView({ order }: { order: StaffOrderDetail }) {
  return (
    <div className={styles.view}>
      <div className={styles.status}>
        <StatusBadge status={order.orderStatus} />
      </div>
      {order.payment.flag && (
        <div className={styles.flagBanner} role="note">
          <FlagBadge flag={order.payment.flag} />
          <p className={styles.flagAdvice}>{consoleTexts.flagAdvice}</p>
        </div>
      )}
      <div className={styles.layout}>
        <div className={styles.side}>
          <OrderActions order={order} />
          <CustomerBlock order={order} />
          <PaymentBlock order={order} />
          <AddressBlock order={order} />
        </div>
        <div className={styles.primary}>
          <ItemsBlock order={order} />
          <CardDetailsBlock order={order} />
          <ChipsBlock order={order} />
          <ShippingBlock order={order} />
          {order.cancelReason && <CancelReasonBlock reason={order.cancelReason} />}
          <TimelineBlock order={order} />
        </div>
      </div>
    </div>
  );
}
