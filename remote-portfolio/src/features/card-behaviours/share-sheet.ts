import { cardPath } from 'shared-contracts';

/**
 * The page link anyone can open: the public card (its personal link when it has one), whichever
 * route it is viewed on. Browser only (it reads the page's origin); the server build is handed
 * its canonical URL instead.
 */
export const publicPageUrl = (card: { userId: string; handle?: string | null }) =>
  `${window.location.origin}${cardPath(card)}`;

/** What the share sheet and the share services say along with the link. */
export const shareText = (name: string) =>
  name.trim() ? `${name.trim()} - digital business card` : 'My digital business card';

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
