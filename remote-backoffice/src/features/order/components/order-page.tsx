import { skipToken } from '@reduxjs/toolkit/query/react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { isOrderId } from 'shared-contracts';
import { ConsoleScreen } from '../../../shared/console-screen';
import { ItemPending } from '../../../shared/load-failed';
import { consoleTexts } from '../../../shared/messages';
import { BACKOFFICE_PATH } from '../../../shared/paths';
import { useGetStaffOrderQuery } from '../api/get-order';
import { ArtworkButton } from './artwork-button';
import { OrderView } from './order-view';

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
    refetch,
  } = useGetStaffOrderQuery(known ? id : skipToken, { refetchOnMountOrArgChange: true });

  // Opened from a link or a reload, there is no screen of ours to go back to: the queue then.
  const back = () => (location.key === 'default' ? navigate(BACKOFFICE_PATH) : navigate(-1));
  const title = order ? consoleTexts.orderHeading(order.code) : consoleTexts.orderTitle;

  return (
    <ConsoleScreen
      title={title}
      onBack={back}
      actions={order ? <ArtworkButton id={order._id} code={order.code} /> : undefined}
    >
      {order ? (
        <OrderView order={order} />
      ) : (
        <ItemPending
          known={known}
          error={error}
          onRetry={() => void refetch()}
          texts={{
            notFound: consoleTexts.orderNotFound,
            failed: consoleTexts.orderFailed,
            loading: consoleTexts.loadingOrder,
          }}
        />
      )}
    </ConsoleScreen>
  );
}
