import { HANDLE_PATTERN } from 'shared-contracts';

/** A Tapfolio card a QR leads to: by its owner's id, or by its personal link's handle. */
export type CardLink = { userId: string } | { handle: string };

/**
 * Whether a scanned link is a card of this Tapfolio (the QR every card shows encodes the page's
 * URL on this origin): `/portfolio/{userId}` or `/@{handle}`. Any other link is only a website.
 */
export function tapfolioCardOf(link: string, origin: string): CardLink | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = url.pathname.replace(/\/+$/, '');
  const byId = /^\/portfolio\/([^/]+)$/.exec(path);
  if (byId) return { userId: decodeURIComponent(byId[1]!) };
  const byHandle = /^\/@([^/]+)$/.exec(path);
  const handle = byHandle?.[1]?.toLowerCase();
  return handle && HANDLE_PATTERN.test(handle) ? { handle } : null;
}
