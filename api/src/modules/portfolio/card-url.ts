import { cardPath } from 'shared-contracts';

/**
 * The card's canonical URL: its personal link (`/@handle`) when it has one, else its id. The one
 * the server-rendered page names as canonical (deploy's card-route.ts), the QR code encodes and the
 * vCard carries, so all three follow a new handle together.
 */
export const cardUrl = (
  publicUrl: string,
  card: { userId: string; handle?: string | null },
): string => `${publicUrl.replace(/\/+$/, '')}${cardPath(card)}`;
