import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { handleErrors } from 'shared-contracts';
import { useGetHandleAvailabilityQuery } from '../shared/portfolio-queries';

/** How long typing must pause before a handle is checked: a check per word, not per key. */
export const HANDLE_CHECK_DELAY_MS = 300;

export type HandleAvailabilityState =
  /** Nothing to say: the handle breaks a rule (the field says which), or the check failed. */
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available' }
  /** The person's current handle, or one they held before (theirs to take back). */
  | { state: 'yours' }
  | { state: 'refused'; message: string };

/**
 * Whether `handle` (normalised, and valid by the shared rules) may be taken, asked of the API
 * once typing pauses. Each handle is its own query, and only the one for the text in the field
 * is read, so a slow answer for an earlier text never overwrites a later one.
 */
export function useHandleAvailability(
  handle: string,
  { valid, current }: { valid: boolean; current: string | null },
): HandleAvailabilityState {
  const wanted = valid && handle !== current ? handle : null;
  const [settled, setSettled] = useState<string | null>(null);

  useEffect(() => {
    if (wanted === null) return;
    const timer = setTimeout(() => setSettled(wanted), HANDLE_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted]);

  const asked = wanted !== null && settled === wanted ? wanted : skipToken;
  const { currentData, isError } = useGetHandleAvailabilityQuery(asked);

  if (!valid) return { state: 'idle' };
  if (handle === current) return { state: 'yours' };
  // The server decides on Save anyway: a failed check only leaves the person without a hint.
  if (isError) return { state: 'idle' };
  if (!currentData) return { state: 'checking' };
  if (currentData.yours) return { state: 'yours' };
  if (currentData.available) return { state: 'available' };
  return { state: 'refused', message: currentData.message || handleErrors.taken };
}
