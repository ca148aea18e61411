/**
 * The card's canonical URL, the one the server-rendered page names as canonical (deploy's
 * card-route.ts) and the QR code encodes. In one place so a handle can replace the id later.
 */
export const cardUrl = (publicUrl: string, userId: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/portfolio/${encodeURIComponent(userId)}`;
