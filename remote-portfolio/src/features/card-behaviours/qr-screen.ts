import { API_BASE, buildPath, cardTexts, paths } from 'shared-contracts';
import { QR_SCREEN_ID } from './card-anchors';

/**
 * The card's QR code, full-screen. It is a place in the history, the URL's `#qr` (with or without
 * script), because on a phone a full-screen view is left with the back button. The app's screen
 * (QrScreen, `useQrScreen`) and the server-rendered card's script (enhance/qr-screen) share it.
 */
export const QR_HASH = `#${QR_SCREEN_ID}`;

/** The size of the PNG offered for print: sharp on a card at 300 dpi. */
export const QR_PRINT_SIZE = 1024;

/**
 * The API's QR code of a card. The screen shows the SVG (sharp at any size); the downloads ask for
 * an attachment. Plain URLs, used as img src and link href: nothing fetches them from script.
 */
export function qrImageUrl(
  userId: string,
  format: 'svg' | 'png',
  { size, download = false }: { size?: number; download?: boolean } = {},
): string {
  const query = new URLSearchParams({ format });
  if (size !== undefined) query.set('size', String(size));
  if (download) query.set('download', '1');
  return `${API_BASE}${buildPath(paths.publicPortfolioQr, { userId })}?${query}`;
}

/** What the screen links to: the code it shows, and the two downloads for print. */
export const qrScreenLinks = (userId: string) => ({
  image: qrImageUrl(userId, 'svg'),
  png: qrImageUrl(userId, 'png', { size: QR_PRINT_SIZE, download: true }),
  svg: qrImageUrl(userId, 'svg', { download: true }),
});

/** The code's name for a screen reader, in the visitor's language (cardTexts through useTexts). */
export const qrLabel = (
  name: string,
  texts: Pick<typeof cardTexts, 'qrOf' | 'qrOfThisCard'> = cardTexts,
) => (name ? texts.qrOf(name) : texts.qrOfThisCard);

/** The card's link under the code, read aloud or typed by hand: without its scheme. */
export const qrShownLink = (pageUrl: string | undefined) => pageUrl?.replace(/^https?:\/\//, '');
