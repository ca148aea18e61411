import { cardTexts } from 'shared-contracts';

/**
 * Share: the device's own share sheet where there is one (phones), else the card's sheet with
 * Copy Link, the QR code and the spec's five services. The app's card (`useShareMenu`, ShareSheet)
 * and the server-rendered card's script (enhance/share-sheet) share what is said and linked here.
 */

/** What the share sheet and the share services say along with the link, in the visitor's language. */
export const shareText = (
  name: string,
  texts: Pick<typeof cardTexts, 'shareText' | 'shareTextNoName'> = cardTexts,
) => (name.trim() ? texts.shareText(name.trim()) : texts.shareTextNoName);

/** The title the device's share sheet shows. */
export const shareTitle = (name: string) => name.trim() || 'Tapfolio';

export interface ShareTarget {
  label: 'Facebook' | 'Twitter' | 'LinkedIn' | 'WhatsApp' | 'Telegram';
  href: string;
}

/** The spec's share targets, each the service's own "share a link" URL. */
export function shareTargets(url: string, text: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  return [
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: 'WhatsApp', href: `https://wa.me/?text=${t}%20${u}` },
    { label: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${t}` },
  ];
}

// A DOMException; not an Error instance in every engine, so read its name.
const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';

/**
 * Hands the link to the device's share sheet, if it has one; answers whether it was shared. A
 * sheet the person dismisses is not an error: nothing more happens. Where the card's own sheet is
 * to open instead (no device sheet, or one that failed for another reason) it calls `openSheet`:
 * with no device sheet, at once, inside the press.
 */
export async function shareOnDevice(
  nav: Navigator,
  data: ShareData,
  openSheet: () => void,
): Promise<boolean> {
  if (typeof nav.share !== 'function') {
    openSheet();
    return false;
  }
  try {
    await nav.share(data);
    return true;
  } catch (error) {
    if (!isAbort(error)) openSheet();
    return false;
  }
}
