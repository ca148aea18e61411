import { skipToken } from '@reduxjs/toolkit/query/react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { isOrderId } from 'shared-contracts';
import { errorStatus, Spinner } from 'web-kit';
import { ConsoleScreen } from '../../../shared/console-screen';
import { LoadFailed } from '../../../shared/load-failed';
import { consoleTexts } from '../../../shared/messages';
import { BACKOFFICE_PATH } from '../../../shared/paths';
import { useGetStaffOrderQuery } from '../api/get-order';
import { ArtworkButton } from './artwork-button';
import { OrderView } from './order-view';
import shared from '../../../shared/console.module.css';

/**
 * `/backoffice/orders/{id}`: one order, everything about it, and the moves its status allows.
 * Asked again on every visit: another staff member or a payment may have moved it meanwhile.
 */
export function OrderPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const known = isOrderId(id);
  const {
    currentData: order,
    error,
    isError,
    refetch,
  } = useGetStaffOrderQuery(known ? id : skipToken, { refetchOnMountOrArgChange: true });

  // Opened from a link or a reload, there is no screen of ours to go back to: the queue then.
  const back = () => (location.key === 'default' ? navigate(BACKOFFICE_PATH) : navigate(-1));
  const title = order ? consoleTexts.orderHeading(order.code) : consoleTexts.orderTitle;

  let body;
  if (!known || errorStatus(error) === 404) {
    body = (
      <div className={shared.empty}>
        <p className={shared.emptyText}>{consoleTexts.orderNotFound}</p>
      </div>
    );
  } else if (isError) {
    body = (
      <LoadFailed error={error} message={consoleTexts.orderFailed} onRetry={() => void refetch()} />
    );
  } else if (!order) {
    body = <Spinner label={consoleTexts.loadingOrder} />;
  } else {
    body = <OrderView order={order} />;
  }

  return (
    <ConsoleScreen
      title={title}
      onBack={back}
      actions={order ? <ArtworkButton id={order._id} code={order.code} /> : undefined}
    >
      {body}
    </ConsoleScreen>
  );
}
