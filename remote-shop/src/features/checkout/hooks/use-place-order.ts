import { useEffect, useRef, useState } from 'react';
import { checkoutTexts, shopTexts, type OrderCreateRequest } from 'shared-contracts';
import { errorMessage, errorStatus, useHostDispatch, useNotify } from 'web-kit';
import { clearLocalCart } from '../../../shared/cart-api';
import { useCreateOrderMutation } from '../api/create-order';
import { forgetAttempt, idempotencyKeyFor } from '../utils/idempotency-key';
import { paymentRedirect } from '../utils/payment-redirect';

const CONFLICT = 409;

export interface PlaceOrderOptions {
  /** The server's prices or cart differ from what was shown (409): show its cart again. */
  onCartChanged: () => void;
  /** The order is made and the browser leaves for the payment page. */
  onLeaving: () => void;
}

/** A refused order's failure (its per-field messages go onto the form), else undefined. */
export type PlaceOrderResult = unknown;

/**
 * Proceed To Pay: one submission at a time (the guard is a ref, since a second tap can arrive
 * before React re-renders), the same Idempotency-Key for every retry of one attempt, then the
 * payment page. Every failure ends in a toast and a button that works again.
 */
export function usePlaceOrder({ onCartChanged, onLeaving }: PlaceOrderOptions) {
  const [createOrder] = useCreateOrderMutation();
  const dispatch = useHostDispatch();
  const notify = useNotify();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  const release = () => {
    inFlight.current = false;
    setBusy(false);
  };

  // Back from the payment page, the browser may restore this page as it was left: busy.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setBusy(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const placeOrder = async (request: OrderCreateRequest): Promise<PlaceOrderResult> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setBusy(true);
    const idempotencyKey = idempotencyKeyFor(request);
    try {
      const order = await createOrder({ body: request, idempotencyKey }).unwrap();
      const link = order.razorpayPaymentLink;
      if (!link) {
        // The key is kept: a retry is answered this same order, not a second one.
        console.error(shopTexts.paymentLinkMissing);
        notify.error(checkoutTexts.paymentStartFailed);
        release();
        return undefined;
      }
      forgetAttempt();
      onLeaving();
      // The server emptied the cart as it made the order.
      clearLocalCart(dispatch);
      paymentRedirect.go(link);
      return undefined;
    } catch (error) {
      const status = errorStatus(error) ?? 0;
      // No answer, or a server failure: the order may exist, so a retry keeps the key.
      if (status >= 400 && status < 500) forgetAttempt();
      console.error('Placing the order failed', error);
      notify.error(errorMessage(error, checkoutTexts.paymentStartFailed));
      if (status === CONFLICT) onCartChanged();
      release();
      return error;
    }
  };

  return { busy, placeOrder };
}
