import { listenForInsights, sendOwnerBeacon } from '../insights';
import type { Card } from './card';

/**
 * The owner's own visit is taken back and sends nothing else; a visitor's link taps and shares
 * are counted (the view itself was counted by the server that sent the page).
 */
export function enhanceInsights(card: Card): void {
  const { root, userId, ownerToken } = card;
  if (ownerToken) sendOwnerBeacon(userId, ownerToken);
  else if (userId) listenForInsights(root, userId);
}
