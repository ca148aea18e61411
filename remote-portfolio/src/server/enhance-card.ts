import { cardIn } from '../features/card-behaviours/enhance/card';
import { enhanceCopyLink } from '../features/card-behaviours/enhance/copy-link';
import { enhanceDetailsDialog } from '../features/card-behaviours/enhance/details-dialog';
import { enhanceImageFallback } from '../features/card-behaviours/enhance/image-fallback';
import { enhanceInsights } from '../features/card-behaviours/enhance/insights';
import { enhanceMarquee } from '../features/card-behaviours/enhance/marquee';
import { enhanceQrScreen } from '../features/card-behaviours/enhance/qr-screen';
import { enhanceShareSheet } from '../features/card-behaviours/enhance/share-sheet';
import { enhanceTheme } from '../features/card-behaviours/enhance/theme';

export { TOAST_MS } from '../features/card-behaviours/enhance/copy-link';

/**
 * What the server-rendered card gains once script runs: each card behaviour's DOM binding, found
 * through the data attributes the card components render (see the package README). Everything
 * works without it as plain links; this only adds. Safe to call twice.
 */
export function enhanceCard(doc: Document = document): void {
  const card = cardIn(doc);
  if (!card) return;
  enhanceInsights(card);
  enhanceTheme(card);
  const sheet = enhanceShareSheet(card);
  enhanceCopyLink(card, sheet);
  enhanceQrScreen(card, sheet);
  enhanceDetailsDialog(card);
  enhanceMarquee(card);
  enhanceImageFallback(card);
}
