import { API_BASE, buildPath, paths, STORAGE_KEYS, type InsightBeacon } from 'shared-contracts';

/**
 * The card's private insights from the browser (issue 12): what the server cannot see itself, a
 * tapped link or a share, sent with `navigator.sendBeacon` so it never holds the visitor up and
 * survives the page being left. Shared by card-enhance and the app's card page, so it must stay
 * tiny: no React, nothing but a few strings from shared-contracts.
 */

/** The attribute the card's links carry: `link:phone`, `link:instagram`, `share`. */
export const INSIGHT_ATTRIBUTE = 'data-insight';

/** The beacon a click on the card stands for, or undefined for a click on anything else. */
export function beaconOf(target: EventTarget | null): InsightBeacon | undefined {
  const marked = (target as Element | null)?.closest?.(`[${INSIGHT_ATTRIBUTE}]`);
  const [kind, link] = (marked?.getAttribute(INSIGHT_ATTRIBUTE) ?? '').split(':');
  if (kind === 'link' && link) return { kind, link } as InsightBeacon;
  if (kind === 'share') return { kind };
  return undefined;
}

/** A JSON body the browser sends on its own time; where it cannot, nothing is lost to the page. */
function beacon(path: string, userId: string, body: object): void {
  try {
    navigator.sendBeacon(
      API_BASE + buildPath(path, { userId }),
      new Blob([JSON.stringify(body)], { type: 'application/json' }),
    );
  } catch {
    // No sendBeacon (an old in-app browser), or the queue is full: the count is not the page's.
  }
}

export const sendInsight = (userId: string, body: InsightBeacon) =>
  beacon(paths.portfolioEvents, userId, body);

/**
 * The owner looking at their own card in a browser where they are signed in to the app: their
 * session token, for the owner beacon; null for everyone else (and where storage is refused).
 */
export function ownerToken(win: Window, cardUserId: string): string | null {
  try {
    const storage = win.localStorage;
    if (!cardUserId || storage.getItem(STORAGE_KEYS.userId) !== cardUserId) return null;
    return storage.getItem(STORAGE_KEYS.token) || null;
  } catch {
    return null;
  }
}

/** Tells the server this visitor is the owner: their visits of the day are not counted. */
export const sendOwnerBeacon = (userId: string, token: string) =>
  beacon(paths.portfolioOwnerEvents, userId, { token });

/**
 * One delegated listener for every marked link inside `scope` (the card's root on the server-rendered
 * page, so it never outlives its card; the document in the app), in the capture phase: a handler
 * that stops the click still counts. Answers the function that removes it.
 */
export function listenForInsights(scope: EventTarget, userId: string): () => void {
  const onClick = (event: Event) => {
    const body = beaconOf(event.target);
    if (body) sendInsight(userId, body);
  };
  scope.addEventListener('click', onClick, true);
  return () => scope.removeEventListener('click', onClick, true);
}
