import {
  API_BASE,
  buildPath,
  paths,
  STORAGE_KEYS,
  type InsightBeacon,
  type InsightLink,
} from 'shared-contracts';

/**
 * The card's private insights from the browser (issue 12): what the server cannot see itself, a
 * tapped link or a share, sent with `navigator.sendBeacon` so it never holds the visitor up and
 * survives the page being left. The app's card (`useCardInsights`) and the server-rendered card's
 * script (enhance/insights) both send them, so it must stay tiny: no React, nothing but a few
 * strings from shared-contracts.
 */

/** The attribute the card's links carry, written and read only here: `link:phone`, `share`. */
export const INSIGHT_ATTRIBUTE = 'data-insight';

/** What a tap on a contact or social link counts as. */
export const linkInsight = (link: InsightLink) => `link:${link}`;

/** What a tap on a share service or Copy Link counts as. */
export const SHARE_INSIGHT = 'share';

/** The beacon a link's marker stands for, or undefined for no marker (or one not known). */
export function insightOf(marker: string | null | undefined): InsightBeacon | undefined {
  const [kind, link] = (marker ?? '').split(':');
  if (kind === 'link' && link) return { kind, link } as InsightBeacon;
  if (kind === SHARE_INSIGHT) return { kind };
  return undefined;
}

/** The beacon a click on the card stands for: its marked link's, if the click was inside one. */
export const beaconOf = (target: EventTarget | null) =>
  insightOf(
    (target as Element | null)
      ?.closest?.(`[${INSIGHT_ATTRIBUTE}]`)
      ?.getAttribute(INSIGHT_ATTRIBUTE),
  );

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
