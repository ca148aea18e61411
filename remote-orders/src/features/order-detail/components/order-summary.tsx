import { detailDate, formatPrice, orderMessages, type Order } from 'shared-contracts';
import { StatusBadge, useTexts } from 'web-kit';
import { orderStatusOf } from '../../../shared/order-figures';
import { InvoiceDownloads } from './invoice-downloads';
import { PaymentAction } from './payment-action';
import styles from './order-detail.module.css';

/**
 * What a person looks for first: where the order is, when it was made, what it cost, and what to
 * do with it: pay a pending order, download a paid one's invoice.
 */
export function OrderSummary({ order }: { order: Order }) {
  const messages = useTexts(orderMessages);
  const status = orderStatusOf(order);
  const date = detailDate(order.createdAt);
  return (
    <section className={styles.card} aria-label={messages.summary}>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{messages.status}</dt>
          <dd>
            <StatusBadge status={status} />
          </dd>
        </div>
        {date && (
          <div className={styles.fact}>
            <dt>{messages.orderDate}</dt>
            <dd>
              <time dateTime={order.createdAt}>{date}</time>
            </dd>
          </div>
        )}
        <div className={styles.fact}>
          <dt>{messages.total}</dt>
          <dd className={styles.factTotal}>{formatPrice(order.totalPrice)}</dd>
        </div>
      </dl>
      {status === 'pending' && <PaymentAction link={order.razorpayPaymentLink} />}
      {order.invoice && <InvoiceDownloads order={order} invoice={order.invoice} />}
    </section>
  );
}
