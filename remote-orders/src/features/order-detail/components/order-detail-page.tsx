import { skipToken } from '@reduxjs/toolkit/query/react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { isOrderId, orderMessages, ordersTexts } from 'shared-contracts';
import { Button, errorMessage, errorStatus, Spinner, useTexts } from 'web-kit';
import { isPaymentReturn, ORDERS_PATH } from '../../../shared/order-paths';
import { OrdersScreen } from '../../../shared/orders-screen';
import { useGetOrderQuery } from '../api/get-order';
import { usePaymentCallback } from '../hooks/use-payment-callback';
import { OrderNotFound } from './order-not-found';
import { OrderView } from './order-view';
import styles from './order-detail.module.css';

/**
 * An order answered this recently (the payment callback's answer) is shown as it is; an older one
 * is asked for again, as its status may have moved on since.
 */
const FRESH_FOR_SECONDS = 10;

/** `/orders/{id}`, "Order Details"; also where Razorpay sends the browser back after paying. */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const texts = useTexts(ordersTexts);

  // Opened from a link, a reload or the payment page, there is no page of ours to go back to.
  const back = () =>
    location.key === 'default' || isPaymentReturn(location.state)
      ? navigate(ORDERS_PATH)
      : navigate(-1);

  return (
    <OrdersScreen title={texts.detailHeading} onBack={back}>
      {/* Not an id the server could know: no need to ask. */}
      {isOrderId(id) ? <OrderDetail key={id} id={id} /> : <OrderNotFound />}
    </OrdersScreen>
  );
}

function OrderDetail({ id }: { id: string }) {
  const texts = useTexts(ordersTexts);
  const messages = useTexts(orderMessages);
  const confirming = usePaymentCallback(id);
  const justPaid = isPaymentReturn(useLocation().state);
  const { currentData, error, isError, refetch } = useGetOrderQuery(confirming ? skipToken : id, {
    refetchOnMountOrArgChange: FRESH_FOR_SECONDS,
  });

  if (confirming) return <Spinner label={messages.confirmingPayment} />;
  if (isError) {
    if (errorStatus(error) === 404) return <OrderNotFound />;
    return (
      <div className={styles.failed} role="alert">
        <p className={styles.failedText}>{errorMessage(error, texts.detailLoadFailed)}</p>
        <Button variant="secondary" block={false} onClick={() => void refetch()}>
          {messages.retry}
        </Button>
      </div>
    );
  }
  if (currentData === undefined) return <Spinner label={messages.loadingDetail} />;
  if (currentData === null) return <OrderNotFound />;
  return <OrderView order={currentData} justPaid={justPaid} />;
}
