import { useState } from 'react';
import { useSelector } from 'react-redux';
import type { CartItem } from 'shared-contracts';
import { selectToken } from 'web-kit';
import { useGetCartQuery } from '../../../shared/cart-api';
import { readStoredCart } from '../../../shared/cart-storage';

export interface ReviewCart {
  /** The lines under review; undefined while neither the server nor a stored copy has them. */
  lines: CartItem[] | undefined;
  /** True when the lines are the server's (carried from the cart page, or just loaded). */
  confirmed: boolean;
  error: unknown;
  /** Asks the server again: its prices or lines differ from what is shown. */
  reload: () => void;
  /** Keeps the lines on screen while the browser leaves for the payment page. */
  hold: () => void;
}

/**
 * The cart the person reviews. From the cart page it arrives in the navigation state, just loaded
 * from the server; after a reload of /nfc-review it is asked for again (the stored copy paints
 * meanwhile, but paying waits for the server's answer).
 */
export function useReviewCart(carried: CartItem[] | undefined): ReviewCart {
  const token = useSelector(selectToken);
  const [fromServer, setFromServer] = useState(carried === undefined);
  const [stored] = useState(readStoredCart);
  const [held, setHeld] = useState<CartItem[]>();
  const query = useGetCartQuery(undefined, {
    skip: !token || !fromServer,
    refetchOnMountOrArgChange: true,
  });

  const live = fromServer ? (query.data ?? stored) : carried;
  const lines = held ?? live;
  return {
    lines,
    confirmed: held !== undefined || (fromServer ? !!query.data && !query.isFetching : true),
    error: fromServer ? query.error : undefined,
    reload: () => {
      if (fromServer) void query.refetch();
      else setFromServer(true);
    },
    hold: () => setHeld(lines),
  };
}
