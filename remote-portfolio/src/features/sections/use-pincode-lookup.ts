import { useEffect, useRef } from 'react';
import { districtAndState, isValidPincode, PINCODE_LOOKUP_DELAY_MS } from 'shared-contracts';
import { useLazyLookupPincodeQuery } from './pincode-api';

export type Place = { district: string; state: string } | null;

/**
 * 500 ms after the pincode reaches 6 digits, look it up and hand back its district and state;
 * with fewer digits or a failed look-up, hand back null so they are cleared. Failures are only
 * logged, as the spec says.
 */
export function usePincodeLookup(
  pincode: string,
  onPlace: (place: Place, pincode: string) => void,
) {
  const [lookup] = useLazyLookupPincodeQuery();
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
        const place = districtAndState(await lookup(pincode, true).unwrap());
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
  }, [pincode, lookup]);
}
