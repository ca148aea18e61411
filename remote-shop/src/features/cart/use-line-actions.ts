import { useRef, useState } from 'react';
import { cartMessages, type CartItem } from 'shared-contracts';
import { errorMessage, useNotify } from 'web-kit';
import {
  cartLineId,
  useDecrementCartItemMutation,
  useIncrementCartItemMutation,
  useRemoveCartItemMutation,
} from '../../shared/cart-api';

export type LineAction = 'increment' | 'decrement' | 'remove';

/**
 * A line's quantity and remove calls, one at a time: a tap while a call is in flight does
 * nothing, so a double click never sends two DELETEs nor races two quantity changes. The guard is
 * a ref, not state, because a second click can arrive before React re-renders.
 */
export function useLineActions(line: CartItem) {
  const [increment] = useIncrementCartItemMutation();
  const [decrement] = useDecrementCartItemMutation();
  const [remove] = useRemoveCartItemMutation();
  const notify = useNotify();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState<LineAction | null>(null);
  const id = cartLineId(line);

  const run = async (action: LineAction, call: () => Promise<unknown>, fallback: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(action);
    try {
      await call();
    } catch (error) {
      console.error(`Cart ${action} failed`, error);
      notify.error(errorMessage(error, fallback));
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  };

  return {
    busy,
    increment: () => run('increment', () => increment(id).unwrap(), cartMessages.quantityFailed),
    decrement: () => run('decrement', () => decrement(id).unwrap(), cartMessages.quantityFailed),
    remove: () => run('remove', () => remove(id).unwrap(), cartMessages.removeFailed),
  };
}
