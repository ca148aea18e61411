import { useRef } from 'react';
import { detailDate, displayStatus, formatPrice, type Order } from 'shared-contracts';
import { Pager, pageCount, Spinner, StatusBadge, useTexts } from 'web-kit';
import { useFocusOnChange } from '../../../shared/focus-on-change';
import { LoadFailed } from '../../../shared/load-failed';
import shared from '../../../shared/teams.module.css';
import { useGetCardOrdersQuery } from '../api/card-orders';
import { cardOrdersTexts } from './card-orders-texts';
import styles from './card-orders.module.css';

/**
 * The organisation's bulk orders, newest first, 50 a page: each one's code, status, date, cards
 * and total, and Pay (its payment page) while it waits for payment.
 */
export function CardOrdersList({
  page,
  hrefOf,
}: {
  page: number;
  hrefOf: (page: number) => string;
}) {
  const t = useTexts(cardOrdersTexts);
  // Asked afresh each time the screen opens: a payment made elsewhere moves an order on.
  const { currentData, error, isError, refetch } = useGetCardOrdersQuery(
    { page },
    { refetchOnMountOrArgChange: true },
  );
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(heading, String(page));
  return (
    <section className={shared.section} aria-labelledby="card-orders-heading">
      <h2
        id="card-orders-heading"
        ref={heading}
        tabIndex={-1}
        className={`${shared.sectionHeading} ${styles.heading}`}
      >
        {t.orders}
      </h2>
      {!currentData &&
        (isError ? (
          <LoadFailed error={error} message={t.ordersFailed} onRetry={() => void refetch()} />
        ) : (
          <Spinner label={t.ordersLoading} />
        ))}
      {currentData?.orders.length === 0 && <p className={shared.note}>{t.noOrders}</p>}
      {currentData && currentData.orders.length > 0 && (
        <ul className={shared.list} aria-labelledby="card-orders-heading">
          {currentData.orders.map((order) => (
            <OrderItem key={order._id} order={order} />
          ))}
        </ul>
      )}
      {currentData && (
        <Pager
          className={shared.pager}
          label={t.ordersPages}
          page={currentData.page}
          pages={pageCount(currentData.total, currentData.pageSize)}
          hrefOf={hrefOf}
        />
      )}
    </section>
  );
}

function OrderItem({ order }: { order: Order }) {
  const t = useTexts(cardOrdersTexts);
  const status = displayStatus(order.orderStatus, order.paymentStatus);
  const cards =
    order.bulk?.cards.length ?? order.products.reduce((sum, line) => sum + line.quantity, 0);
  const link = status === 'pending' ? order.razorpayPaymentLink : null;
  return (
    <li className={shared.item}>
      <div className={shared.itemText}>
        <span className={styles.orderHead}>
          <span className={`${shared.itemName} ${styles.orderCode}`}>{order.code}</span>
          <StatusBadge status={status} />
        </span>
        <span className={shared.itemLine}>
          {[detailDate(order.createdAt), t.orderCards(cards), formatPrice(order.totalPrice)]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
      {link && (
        <a className={shared.pill} href={link} aria-label={t.payOrderOf(order.code)}>
          {t.payOrder}
        </a>
      )}
    </li>
  );
}
