import { useCallback } from 'react';
import { useNotify } from 'web-kit';
import type { MoveAnswer } from '../api/order-moves';

/** Something that answers a move, as RTK Query's mutation trigger returns it. */
interface Pending {
  unwrap(): Promise<MoveAnswer>;
}

/**
 * Runs a move and toasts the server's message (or `done`) when it went through. A refusal is left
 * in the mutation's error for the screen to show beside the control; the caller gets it back.
 */
export function useMove() {
  const notify = useNotify();
  return useCallback(
    async (
      pending: Pending,
      done: string,
    ): Promise<{ ok: true } | { ok: false; error: unknown }> => {
      try {
        const answer = await pending.unwrap();
        notify.success(answer.message ?? done);
        return { ok: true };
      } catch (error) {
        return { ok: false, error };
      }
    },
    [notify],
  );
}
