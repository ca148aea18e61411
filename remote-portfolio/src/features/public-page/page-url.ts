import { cardPath } from 'shared-contracts';

/**
 * The page link anyone can open: the public card (its personal link when it has one), whichever
 * route it is viewed on. Browser only (it reads the page's origin); the server build is handed
 * its canonical URL instead.
 */
export const publicPageUrl = (card: { userId: string; handle?: string | null }) =>
  `${window.location.origin}${cardPath(card)}`;
