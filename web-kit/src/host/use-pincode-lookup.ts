import { createAsyncThunk } from '@reduxjs/toolkit';
import { useEffect, useRef } from 'react';
import {
  buildPath,
  districtAndState,
  isValidPincode,
  paths,
  PINCODE_LOOKUP_DELAY_MS,
} from 'shared-contracts';
import type { HostExtra } from './request';
import { useHostDispatch } from './session';

export type Place = { district: string; state: string } | null;

/** GET /pincode/{code} through the host; the API's answer is cacheable, so the browser keeps it. */
export const lookupPincode = createAsyncThunk<Place, string, { extra: HostExtra }>(
  'pincode/lookup',
  async (code, { extra, rejectWithValue, signal }) => {
    const result = await extra.request<unknown>(
      { url: buildPath(paths.pincode, { code }) },
      { signal },
    );
    if ('error' in result) return rejectWithValue(result.error) as never;
    return districtAndState(result.data);
  },
);

/**
 * Every address form: 500 ms after the pincode reaches 6 digits, look it up and hand back its
 * district and state; with fewer digits or a failed look-up, hand back null so they are cleared.
 * Failures are only logged, as the spec says.
 */
export function usePincodeLookup(
  pincode: string,
  onPlace: (place: Place, pincode: string) => void,
) {
  const dispatch = useHostDispatch();
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
        const place = await dispatch(lookupPincode(pincode)).unwrap();
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
  }, [pincode, dispatch]);
}
