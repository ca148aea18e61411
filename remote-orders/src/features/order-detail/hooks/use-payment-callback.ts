import { useEffect, useMemo, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { checkoutTexts, displayStatus, type Order, type OrderStatus } from 'shared-contracts';
import { useNotify } from 'web-kit';
import { orderPath, type PaymentReturnState } from '../../../shared/order-paths';
import { useConfirmPaymentMutation } from '../api/confirm-payment';
import { getOrderApi } from '../api/get-order';
import { paymentCallbackOf } from '../utils/payment-callback';

/** Statuses a good payment leaves an order in: placed, or further if an admin was quick. */
const PAID: ReadonlySet<OrderStatus> = new Set(['placed', 'confirmed', 'shipped', 'completed']);

/**
 * The return from Razorpay's page (`/orders/{id}?razorpay_...`): the callback is sent once for
 * the server to verify, the order it answers goes into the cache, and the URL loses the query so
 * a reload or a shared link never sends it again. True while the callback is being confirmed.
 */
export function usePaymentCallback(id: string): boolean {
  const { search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const notify = useNotify();
  const [confirmPayment] = useConfirmPaymentMutation();
  const callback = useMemo(() => paymentCallbackOf(new URLSearchParams(search)), [search]);

  // StrictMode runs the effect twice on mount; a ref survives that, so the POST goes once.
  const sent = useRef<string | null>(null);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!callback) return;
    const key = `${id}?${search}`;
    if (sent.current === key) return;
    sent.current = key;

    const settle = async () => {
      let order: Order | undefined;
      try {
        order = await confirmPayment({ id, callback }).unwrap();
        // Synchronous, so the page shows this answer instead of asking for the order again.
        dispatch(
          getOrderApi.util.upsertQueryEntries([
            { endpointName: 'getOrder', arg: id, value: order },
          ]),
        );
      } catch {
        // A forged or stale callback: the order is as it was, and the webhook may still place it.
      }
      if (order && PAID.has(displayStatus(order.orderStatus, order.paymentStatus))) {
        notify.success(checkoutTexts.paymentConfirmed);
      } else {
        notify.error(checkoutTexts.paymentNotConfirmed);
      }
      const state: PaymentReturnState = { paymentReturn: true };
      if (mounted.current) navigate(orderPath(id), { replace: true, state });
    };
    void settle();
  }, [callback, id, search, confirmPayment, dispatch, navigate, notify]);

  return callback !== null;
}
