import type { Order } from 'shared-contracts';
import { PriceDetailsCard } from 'web-kit';
import { orderPriceDetails } from '../../../shared/order-figures';
import { DeliveryAddress } from './delivery-address';
import { cardsOf, OrderCards } from './order-cards';
import { OrderItems } from './order-items';
import { OrderSummary } from './order-summary';
import { TrackingTimeline } from './tracking-timeline';
import styles from './order-detail.module.css';

/** One order: a single column on a phone; from 768 px its money and address move to a side column. */
export function OrderView({ order }: { order: Order }) {
  const cards = cardsOf(order);
  return (
    <div className={styles.layout}>
      <div className={styles.primary}>
        <OrderSummary order={order} />
        <OrderItems order={order} />
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
