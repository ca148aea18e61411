import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { NFC_SOURCE_PARAM, NFC_SOURCE_VALUE } from 'shared-contracts';
import { listenForInsights, sendInsight } from '../card-behaviours/insights';

/**
 * The card's insights from the app's page (the server counts the HTML it renders, not this): one
 * view when a card is opened (an NFC tap when its link says so), and its link taps and shares.
 * The owner's own card sends nothing at all.
 */
export function useCardInsights(userId: string, counted: boolean) {
  const { search } = useLocation();
  // Once per card shown, however often React runs the effect.
  const viewed = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!counted || viewed.current === userId) return;
    viewed.current = userId;
    const nfc = new URLSearchParams(search).get(NFC_SOURCE_PARAM) === NFC_SOURCE_VALUE;
    sendInsight(userId, nfc ? { kind: 'view', src: NFC_SOURCE_VALUE } : { kind: 'view' });
  }, [counted, userId, search]);

  useEffect(() => (counted ? listenForInsights(document, userId) : undefined), [counted, userId]);
}
