import { ordersTexts } from 'shared-contracts';
import { Button, Spinner } from 'web-kit';
import { orderMessages } from '../../../shared/order-messages';
import { OrdersScreen } from '../../../shared/orders-screen';
import { useGetOrdersQuery } from '../api/get-orders';
import { OrderCard } from './order-card';
import { OrdersEmpty } from './orders-empty';
import styles from './order-list.module.css';

/** `/orders`, "Your Orders": one card per order, newest first, each opening its detail. */
export function OrderListPage() {
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
    <OrdersScreen title={ordersTexts.listHeading}>
      {isError ? (
        <div className={styles.failed} role="alert">
          <p className={styles.failedText}>{ordersTexts.listLoadFailed}</p>
          <Button variant="secondary" block={false} onClick={() => void refetch()}>
            {orderMessages.retry}
          </Button>
        </div>
      ) : isLoading || !orders ? (
        <Spinner label={orderMessages.loadingList} />
      ) : orders.length === 0 ? (
        <OrdersEmpty />
      ) : (
        <ul className={styles.list} aria-label={orderMessages.ordersList}>
          {orders.map((order) => (
            <OrderCard key={order._id} order={order} />
          ))}
        </ul>
      )}
    </OrdersScreen>
  );
}
