import { useEffect, useRef } from 'react';
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

/** GET /pincode/{code} through the host; the API's answer is cacheable, so the browser keeps it. */
async function lookupPincode(host: HostClient, code: string): Promise<Place> {
  const result = await host.request<unknown>({ url: buildPath(paths.pincode, { code }) });
  if ('error' in result) throw result.error;
  return districtAndState(result.data);
}

/**
 * Every address form: 500 ms after the pincode reaches 6 digits, look it up and hand back its
 * district and state; with fewer digits or a failed look-up, hand back null so they are cleared.
 * Failures are only logged, as the spec says.
 */
export function usePincodeLookup(
  pincode: string,
  onPlace: (place: Place, pincode: string) => void,
) {
  const host = useHost();
  const latest = useRef(onPlace);
  useEffect(() => {
    latest.current = onPlace;
  });

  useEffect(() => {
    if (!isValidPincode(pincode)) {
      latest.current(null, pincode);
      return;
    }
    let cancelled = false;
    const timer = setTimeout(async () => {
      try {
        const place = await lookupPincode(host, pincode);
        if (!cancelled) latest.current(place, pincode);
      } catch (error) {
        console.warn(`Pincode look-up failed for ${pincode}`, error);
        if (!cancelled) latest.current(null, pincode);
      }
    }, PINCODE_LOOKUP_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [pincode, host]);
}
