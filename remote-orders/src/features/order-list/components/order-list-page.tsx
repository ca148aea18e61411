import { orderMessages, ordersTexts } from 'shared-contracts';
import { Button, Spinner, useTexts } from 'web-kit';
import { OrdersScreen } from '../../../shared/orders-screen';
import { useGetOrdersQuery } from '../api/get-orders';
import { OrderCard } from './order-card';
import { OrdersEmpty } from './orders-empty';
import styles from './order-list.module.css';

/** `/orders`, "Your Orders": one card per order, newest first, each opening its detail. */
export function OrderListPage() {
  const texts = useTexts(ordersTexts);
  const messages = useTexts(orderMessages);
  // Asked again on every visit: an order moves on (paid, shipped) while the person is away.
  const {
    data: orders,
    isError,
    isLoading,
    refetch,
  } = useGetOrdersQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });

  return (
    <OrdersScreen title={texts.listHeading}>
      {isError ? (
        <div className={styles.failed} role="alert">
          <p className={styles.failedText}>{texts.listLoadFailed}</p>
          <Button variant="secondary" block={false} onClick={() => void refetch()}>
            {messages.retry}
          </Button>
        </div>
      ) : isLoading || !orders ? (
        <Spinner label={messages.loadingList} />
      ) : orders.length === 0 ? (
        <OrdersEmpty />
      ) : (
        <ul className={styles.list} aria-label={messages.ordersList}>
          {orders.map((order) => (
            <OrderCard key={order._id} order={order} />
          ))}
        </ul>
      )}
    </OrdersScreen>
  );
}
