import { useState } from 'react';
import { useSelector } from 'react-redux';
import type { CartItem } from 'shared-contracts';
import { selectToken } from 'web-kit';
import { useGetCartQuery } from '../../../shared/cart-api';
import { readStoredCart } from '../../../shared/cart-storage';

export interface ReviewCart {
  /** The lines under review; undefined while neither the server nor the snapshot has them. */
  lines: CartItem[] | undefined;
  /** True when the lines are the server's answer (the cart page's, or just loaded). */
  confirmed: boolean;
  error: unknown;
  /** Asks the server again: its prices or lines differ from what is shown. */
  reload: () => void;
  /** Keeps what was ordered on screen while the browser leaves for the payment page. */
  hold: () => void;
}

/**
 * The cart the person reviews: the one cached cart. From Checkout it is the one the cart page
 * just had from the server; after a reload (a fresh store) it is asked for, the stored snapshot
 * painting meanwhile, and paying waits for the server's answer.
 */
export function useReviewCart(): ReviewCart {
  const token = useSelector(selectToken);
  const query = useGetCartQuery(undefined, { skip: !token });
  // The cached cart is emptied once the order is made (the server emptied it): what was ordered
  // stays on screen, as it was, until the browser has left.
  const [held, setHeld] = useState<CartItem[]>();

  const lines = held ?? query.data ?? readStoredCart();
  return {
    lines,
    confirmed: held !== undefined || (query.isSuccess && !query.isFetching),
    error: query.error,
    reload: () => void query.refetch(),
    hold: () => setHeld(lines),
  };
}
