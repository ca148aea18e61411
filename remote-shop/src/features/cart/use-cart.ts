import { useState } from 'react';
import { useSelector } from 'react-redux';
import type { CartItem } from 'shared-contracts';
import { selectToken } from 'web-kit';
import { useGetCartQuery } from '../../shared/cart-api';
import { readStoredCart } from '../../shared/cart-storage';

export interface CartView {
  /** The server's cart, or until it answers the stored copy; undefined while neither is there. */
  lines: CartItem[] | undefined;
  /** True once the server's cart is shown (the stored copy may be stale). */
  confirmed: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * The cart page's view of the cart. It asks the server again on every visit, since another
 * device may have changed the cart, and paints the stored copy meanwhile.
 */
export function useCart(): CartView {
  const token = useSelector(selectToken);
  const query = useGetCartQuery(undefined, { skip: !token, refetchOnMountOrArgChange: true });
  const [stored] = useState(readStoredCart);
  return {
    lines: query.data ?? stored,
    confirmed: query.data !== undefined,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}

/** The header's count: the server's cart only, nothing for a visitor. */
export function useCartCount(): number | undefined {
  const token = useSelector(selectToken);
  const { data } = useGetCartQuery(undefined, { skip: !token });
  return data?.reduce((sum, line) => sum + Math.max(0, line.quantity), 0);
}
