import { useSyncExternalStore } from 'react';
import { offlineTexts } from 'shared-contracts';
import { useTexts } from 'web-kit';
import { networkStatus } from 'web-kit/runtime';

// The server knows nothing of the phone's signal: it renders the page as online.
const offlineOnServer = () => false;

/**
 * "You're offline", plainly, above every screen while the server cannot be reached: what works
 * then (the person's own card and its QR code, saved by the service worker) and what cannot
 * (anything else asked of the server) is no surprise. In the page's flow, so it covers nothing.
 */
export function OfflineLine() {
  const offline = useSyncExternalStore(
    networkStatus.subscribe,
    networkStatus.offline,
    offlineOnServer,
  );
  const texts = useTexts(offlineTexts);
  return <div role="status">{offline && <p className="offline-line">{texts.offline}</p>}</div>;
}
