import { useEffect, useRef, useState } from 'react';
import {
  buildPath,
  districtAndState,
  isValidPincode,
  paths,
  PINCODE_LOOKUP_DELAY_MS,
} from 'shared-contracts';
import type { HostClient } from './request';
import { useHost } from './use-host';

export type Place = { district: string; state: string } | null;

/**
 * Where a pincode stands: nothing typed; fewer than six digits while the person types, or once
 * they stopped (`partial`); six digits waiting for or in their look-up; found; known to no post
 * office; or the look-up failed.
 */
export type PincodeStatus =
  | 'empty'
  | 'typing'
  | 'partial'
  | 'looking'
  | 'found'
  | 'unknown'
  | 'failed';

/** GET /pincode/{code} through the host; the API's answer is cacheable, so the browser keeps it. */
async function lookupPincode(host: HostClient, code: string): Promise<Place> {
  const result = await host.request<unknown>({ url: buildPath(paths.pincode, { code }) });
  if ('error' in result) throw result.error;
  return districtAndState(result.data);
}

/** What a pincode is before anything is known of it beyond its digits. */
const statusAsTyped = (pincode: string): PincodeStatus =>
  !pincode ? 'empty' : isValidPincode(pincode) ? 'looking' : 'typing';

/**
 * Every address form: 500 ms after the pincode reaches 6 digits, look it up and hand back its
 * district and state; with fewer digits or a failed look-up, hand back null so they are cleared.
 * Answers the pincode's status, so the form can say why it cannot be saved: a short pincode is
 * `partial` once the person has paused as long, an unknown one `unknown`, and a failed look-up
 * (also logged) `failed`.
 */
export function usePincodeLookup(
  pincode: string,
  onPlace: (place: Place, pincode: string) => void,
): PincodeStatus {
  const host = useHost();
  const latest = useRef(onPlace);
  useEffect(() => {
    latest.current = onPlace;
  });
  // What became known of which pincode: a status of another pincode is stale.
  const [known, setKnown] = useState<{ pincode: string; status: PincodeStatus } | null>(null);

  useEffect(() => {
    let cancelled = false;
    const settle = (status: PincodeStatus) => {
      if (!cancelled) setKnown({ pincode, status });
    };
    if (!isValidPincode(pincode)) {
      latest.current(null, pincode);
      if (!pincode) return;
      const timer = setTimeout(() => settle('partial'), PINCODE_LOOKUP_DELAY_MS);
      return () => clearTimeout(timer);
    }
    const timer = setTimeout(async () => {
      try {
        const place = await lookupPincode(host, pincode);
        if (!cancelled) latest.current(place, pincode);
        settle(place ? 'found' : 'unknown');
      } catch (error) {
        console.warn(`Pincode look-up failed for ${pincode}`, error);
        if (!cancelled) latest.current(null, pincode);
        settle('failed');
      }
    }, PINCODE_LOOKUP_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [pincode, host]);

  return known?.pincode === pincode ? known.status : statusAsTyped(pincode);
}
