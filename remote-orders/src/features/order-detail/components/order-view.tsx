import type { Order } from 'shared-contracts';
import { PriceDetailsCard } from 'web-kit';
import { orderPriceDetails } from '../../../shared/order-figures';
import { BulkCards } from './bulk-cards';
import { DeliveryAddress } from './delivery-address';
import { cardsOf, OrderCards } from './order-cards';
import { OrderItems } from './order-items';
import { OrderNextSteps } from './order-next-steps';
import { OrderSummary } from './order-summary';
import { TrackingTimeline } from './tracking-timeline';
import styles from './order-detail.module.css';

/**
 * One order: a single column on a phone; from 768 px its money and address move to a side column.
 * Just paid for, it opens with a thank-you and what happens next. An organisation's order lists
 * whom its cards are for.
 */
export function OrderView({ order, justPaid = false }: { order: Order; justPaid?: boolean }) {
  const cards = cardsOf(order);
  return (
    <div className={styles.layout}>
      <div className={styles.primary}>
        {justPaid && <OrderNextSteps order={order} />}
        <OrderSummary order={order} />
        <OrderItems order={order} />
        {order.bulk && <BulkCards bulk={order.bulk} />}
        {cards.length > 0 && <OrderCards cards={cards} />}
        <TrackingTimeline order={order} />
      </div>
      <div className={styles.aside}>
        <PriceDetailsCard details={orderPriceDetails(order)} />
        <DeliveryAddress address={order.address} />
      </div>
    </div>
  );
}
