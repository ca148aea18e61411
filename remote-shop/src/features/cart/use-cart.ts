import { useSelector } from 'react-redux';
import type { CartItem } from 'shared-contracts';
import { selectToken } from 'web-kit';
import { useGetCartQuery } from '../../shared/cart-api';
import { readStoredCart } from '../../shared/cart-storage';

export interface CartView {
  /** The server's cart, or until it answers the stored snapshot; undefined while neither is there. */
  lines: CartItem[] | undefined;
  /** True once the server's cart is shown (the snapshot may be stale). */
  confirmed: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * The cart page's view of the cart: the one cached cart, asked for again on every visit since
 * another device may have changed it; until it is there, the stored snapshot, read where it is
 * kept rather than copied.
 */
export function useCart(): CartView {
  const token = useSelector(selectToken);
  const query = useGetCartQuery(undefined, { skip: !token, refetchOnMountOrArgChange: true });
  return {
    lines: query.data ?? readStoredCart(),
    confirmed: query.data !== undefined,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
