/** The page link anyone can open: the public card, whichever route it is viewed on. */
export const publicPageUrl = (userId: string) =>
  `${window.location.origin}/portfolio/${encodeURIComponent(userId)}`;

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
